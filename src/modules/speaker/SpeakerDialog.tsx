import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Speaker } from '../../../schemas/content/speaker';
import { sanitizeHtml } from '../../platform/sanitize';
import { useModuleHost } from '../../site/host';
import { Portrait } from './Portrait';
import { speakerText } from './speakerText';
import { NS } from './texts';
import { CloseIcon } from '../../theme/icons';
import { Modal } from '../../theme/Modal';
import { dialogBox } from '../../theme/mixins';

interface Props {
  speaker: Speaker;
  /** Where focus goes back when the dialog closes: the card that opened it. */
  opener: HTMLElement | null;
  onClose: () => void;
}

/** A speaker's profile in the product's modal. The introduction is organiser HTML, sanitised. */
export function SpeakerDialog({ speaker, opener, onClose }: Props) {
  const { t } = useTranslation(NS);
  const { language } = useModuleHost();
  const titleId = useId();
  const { fullName, position, company, introduction } = speakerText(speaker, language);
  const html = useMemo(() => sanitizeHtml(introduction ?? ''), [introduction]);

  return (
    <Dialog aria-labelledby={titleId} onClose={onClose} returnFocus={opener}>
      <Close type="button" onClick={onClose} aria-label={t('close')}>
        <CloseIcon />
      </Close>
      <Head>
        <Portrait src={speaker.avatar} size="96px" />
        <div>
          <h3 id={titleId}>{fullName}</h3>
          {position && <p>{position}</p>}
          {company && <p className="company">{company}</p>}
        </div>
      </Head>
      {html && <Introduction dangerouslySetInnerHTML={{ __html: html }} />}
    </Dialog>
  );
}

const Dialog = styled(Modal)`
  width: min(640px, calc(100vw - var(--space-6) * 2));
  max-height: min(80vh, 720px);
  ${dialogBox}
  padding: var(--space-7) var(--space-6) var(--space-6);
  overflow: auto;
`;

const Close = styled.button`
  position: absolute;
  top: var(--space-2);
  right: var(--space-2);
  display: grid;
  place-items: center;
  width: var(--touch-target);
  height: var(--touch-target);
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: var(--color-text-muted);
  cursor: pointer;

  svg {
    width: var(--space-5);
    height: var(--space-5);
  }
  &:hover {
    background: var(--color-surface);
    color: var(--color-text);
  }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-5);
  padding-right: var(--space-7);

  h3 {
    margin: 0 0 var(--space-1);
    font-size: var(--font-size-xl);
    line-height: 1.3;
  }
  p {
    margin: 0;
    color: var(--color-text-muted);
  }
  .company {
    font-weight: 600;
    color: var(--color-text);
  }
`;

const Introduction = styled.div`
  margin-top: var(--space-5);
  padding-top: var(--space-5);
  border-top: 1px solid var(--color-border);
  line-height: 1.7;

  > :first-child {
    margin-top: 0;
  }
  > :last-child {
    margin-bottom: 0;
  }
`;
