import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { dateFormat } from '../../i18n/format';
import { oldestShownSave, subscribeShownSaves } from '../../platform/replyStore';
import { useOnline } from '../../platform/useOnline';
import { useSite } from '../../site/SiteContext';
import { OFFLINE_NS } from './texts';

/**
 * Says the site is shown without a network, and since when what is on screen was saved (the
 * oldest kept reply shown, in the visitor's language and the device's clock). Fixed over the
 * page, so its coming and going moves nothing.
 */
export function OfflineNotice() {
  const { t } = useTranslation(OFFLINE_NS);
  const { site } = useSite();
  const online = useOnline();
  const savedAt = useSyncExternalStore(subscribeShownSaves, oldestShownSave);
  if (online && savedAt === null) return null;
  const time = savedAt === null ? '' : dateFormat(site.language, { dateStyle: 'medium', timeStyle: 'short' }).format(savedAt);
  // Kept replies are shown only when the network failed, whatever the browser thinks of its connection.
  const text = savedAt === null ? t('offline.unsaved') : t('offline.saved', { time });
  return (
    <Notice role="status" data-offline-notice="" data-saved-at={savedAt ?? undefined}>
      {text}
    </Notice>
  );
}

const Notice = styled.p`
  position: fixed;
  inset-inline: var(--space-4);
  bottom: calc(var(--space-4) + env(safe-area-inset-bottom));
  z-index: var(--z-toast);
  max-width: 40rem;
  margin: 0 auto;
  padding: var(--space-3) var(--space-4);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
  background: var(--color-surface);
  color: var(--color-text);
  box-shadow: var(--shadow-2);
  text-align: center;
`;
