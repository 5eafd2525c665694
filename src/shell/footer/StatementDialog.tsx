import { useId } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { sanitizeHtml } from '../../platform/sanitize';
import { Modal } from '../../theme/Modal';
import { dialogBox, outlineButton } from '../../theme/mixins';
import { FOOTER_NS } from './texts';

/** Organiser text that carries markup (the back office's rich text editor): sanitised and shown as HTML; plain text keeps its line breaks. */
const MARKUP = /<[a-z][^>]*>/i;

interface Props {
  title: string;
  /** The organiser's text: plain, or the back office's rich text. */
  text: string;
  returnFocus: HTMLElement | null;
  onClose: () => void;
}

/**
 * One of the organiser's statements (the privacy policy, the intellectual-property statement) in
 * a dialog: titled, scrolling inside, closed by its button, Escape or the backdrop.
 */
export function StatementDialog({ title, text, returnFocus, onClose }: Props) {
  const { t } = useTranslation(FOOTER_NS);
  const titleId = useId();
  return createPortal(
    <Dialog aria-labelledby={titleId} onClose={onClose} returnFocus={returnFocus} data-statement="">
      <h2 id={titleId}>{title}</h2>
      {MARKUP.test(text) ? (
        <div className="policy" dangerouslySetInnerHTML={{ __html: sanitizeHtml(text) }} />
      ) : (
        <div className="policy plain">{text}</div>
      )}
      <button type="button" onClick={onClose}>
        {t('close')}
      </button>
    </Dialog>,
    document.body,
  );
}

const Dialog = styled(Modal)`
  ${dialogBox}
  display: grid;
  grid-template-rows: auto minmax(0, 1fr) auto;
  gap: var(--space-4);
  width: min(640px, calc(100vw - 2 * var(--page-gutter)));
  h2 {
    margin: 0;
    font-size: var(--font-size-lg);
  }
  .policy {
    overflow: auto;
    overflow-wrap: anywhere;
    line-height: 1.6;
  }
  .plain {
    white-space: pre-line;
  }
  button {
    ${outlineButton}
    justify-self: end;
  }
`;
