import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { floatingNotice, outlineButton, pillButton } from '../../theme/mixins';
import { FOOTER_NS } from './texts';

interface Props {
  /** Whether the phone's tab bar is at the bottom: the notice floats above it. */
  aboveBottomNav: boolean;
  onRead: (opener: HTMLElement) => void;
  onAccept: () => void;
}

/**
 * The first visit's privacy notice: floats over the page (nothing moves), until the visitor says
 * OK. The footer holding it keeps room below its own buttons for it, so at the end of the page
 * it covers none of them.
 */
export function PrivacyNotice({ aboveBottomNav, onRead, onAccept }: Props) {
  const { t } = useTranslation(FOOTER_NS);
  const notice = useRef<HTMLElement>(null);
  useEffect(() => {
    const holder = notice.current?.parentElement;
    if (!notice.current || !holder) return;
    const observer = new ResizeObserver(([entry]) => holder.style.setProperty(NOTICE_SPACE, `${entry!.borderBoxSize[0]!.blockSize}px`));
    observer.observe(notice.current);
    return () => {
      observer.disconnect();
      holder.style.removeProperty(NOTICE_SPACE);
    };
  }, []);
  return (
    <Notice ref={notice} role="region" aria-label={t('notice.label')} $aboveBottomNav={aboveBottomNav} data-privacy-notice="">
      <p>{t('notice.text')}</p>
      <span className="actions">
        <button type="button" className="read" onClick={(event) => onRead(event.currentTarget)}>
          {t('notice.read')}
        </button>
        <button type="button" className="accept" onClick={onAccept}>
          {t('notice.accept')}
        </button>
      </span>
    </Notice>
  );
}

/** The notice's height, on the element holding it. */
export const NOTICE_SPACE = '--privacy-notice-space';

const Notice = styled.section<{ $aboveBottomNav: boolean }>`
  ${floatingNotice}
  bottom: calc(${({ $aboveBottomNav }) => ($aboveBottomNav ? 'var(--bottom-nav-space) + ' : '')}var(--space-4));
  flex-wrap: wrap;
  border: 1px solid var(--color-border);
  background: var(--color-bg);
  p {
    flex: 1 1 16rem;
    margin: 0;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: var(--space-2);
  }
  .read {
    ${outlineButton}
  }
  .accept {
    ${pillButton}
    min-height: var(--touch-target);
    padding-block: 0;
  }
`;
