import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ShareButton } from '../platform/share/ShareButton';
import { useSite } from '../site/SiteContext';
import { shareViewAddress } from '../site/shareTarget';

/**
 * Shares the page in view with the organiser's share settings: the link opens the share view
 * (their title, picture and a way in), which leads on to this page.
 */
export function SiteShareButton({ onShared }: { onShared?: () => void }) {
  const { t } = useTranslation();
  const { site } = useSite();
  // Read at the tap: the server writes the button too, and the page in view may have changed since.
  const link = () => ({
    title: site.shareSetting?.title || site.title || document.title,
    text: site.shareSetting?.desc ?? undefined,
    url: shareViewAddress(location),
  });
  return (
    <Button link={link} onShared={onShared}>
      {t('nav:share')}
    </Button>
  );
}

const Button = styled(ShareButton)`
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
