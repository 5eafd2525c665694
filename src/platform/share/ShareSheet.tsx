import { useId } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Modal } from '../../theme/Modal';
import { dialogBox, outlineButton, pillButton } from '../../theme/mixins';
import { copyAndTell } from '../clipboard';
import QrCode from './QrCode';
import type { ShareLink } from './share';
import { SHARE_NS } from './texts';

/** Side of the QR code in CSS pixels: scannable from a phone held at arm's length. */
export const SHEET_QR_SIZE = 208;

interface Props {
  link: ShareLink;
  returnFocus: HTMLElement | null;
  onClose: () => void;
  /** Unmounts the sheet (and whatever menu holds its button) at once: see copy(). */
  onCopy: () => void;
}

/**
 * Our share sheet, for browsers without the system's: the link as text, a QR code of it and
 * "copy link". On the body, so no container's styles reach it.
 */
export default function ShareSheet({ link, returnFocus, onClose, onCopy }: Props) {
  const { t } = useTranslation(SHARE_NS);
  const titleId = useId();
  const copy = () => {
    // The sheet goes first: while a modal dialog is open the rest of the page is inert, so the
    // toast would be neither seen nor spoken, and the hidden-textarea fallback could not take focus.
    flushSync(onCopy);
    void copyAndTell(link.url);
  };
  return createPortal(
    <Sheet aria-labelledby={titleId} onClose={onClose} returnFocus={returnFocus} data-share-sheet="">
      <h2 id={titleId}>{t('title')}</h2>
      <p className="subject">{link.title}</p>
      <figure>
        <QrCode value={link.url} size={SHEET_QR_SIZE} label={t('qr')} />
        <figcaption>{t('scan')}</figcaption>
      </figure>
      <p className="link">
        <span className="label">{t('link')}</span>
        <span className="url" data-share-url="">
          {link.url}
        </span>
      </p>
      <div className="actions">
        <button type="button" className="copy" onClick={copy}>
          {t('copyLink')}
        </button>
        <button type="button" className="close" onClick={onClose}>
          {t('close')}
        </button>
      </div>
    </Sheet>,
    document.body,
  );
}

const Sheet = styled(Modal)`
  ${dialogBox}
  width: min(400px, calc(100vw - 2 * var(--page-gutter)));
  text-align: center;
  h2 {
    margin: 0;
    font-size: var(--font-size-lg);
  }
  .subject {
    margin: var(--space-1) 0 0;
    color: var(--color-text-muted);
    overflow-wrap: anywhere;
  }
  figure {
    display: grid;
    justify-items: center;
    gap: var(--space-2);
    margin: var(--space-5) 0 var(--space-4);
  }
  figure svg {
    width: ${SHEET_QR_SIZE}px;
    height: ${SHEET_QR_SIZE}px;
  }
  figcaption {
    color: var(--color-text-muted);
    font-size: var(--font-size-sm);
  }
  .link {
    display: grid;
    gap: var(--space-1);
    margin: 0;
    padding: var(--space-3);
    border-radius: var(--radius-md);
    background: var(--color-surface);
    text-align: start;
  }
  .label {
    color: var(--color-text-muted);
    font-size: var(--font-size-sm);
  }
  .url {
    overflow-wrap: anywhere;
    user-select: all;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: var(--space-3);
    margin-top: var(--space-5);
  }
  .copy {
    ${pillButton}
  }
  .close {
    ${outlineButton}
  }
`;
