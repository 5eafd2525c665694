import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { shareOrCopy } from '../platform/share';
import { useSite } from '../site/SiteContext';

/** Shares the page with the organiser's share settings (the share sheet, else a copy of the address). */
export function ShareButton() {
  const { t } = useTranslation();
  const { site } = useSite();
  const share = () =>
    shareOrCopy({ title: site.shareSetting?.title || site.title || document.title, text: site.shareSetting?.desc ?? undefined, url: location.href });
  return (
    <Button type="button" onClick={() => void share()}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path d="M12 3v12M7 8l5-5 5 5M5 13v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {t('nav:share')}
    </Button>
  );
}

const Button = styled.button`
  display: inline-flex;
  align-items: center;
  gap: var(--space-2);
  min-height: 44px;
  padding: 0 var(--space-4);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-pill);
  background: transparent;
  color: var(--color-text);
  font: inherit;
  cursor: pointer;
`;
