import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { getAuthUserCode } from '../../api/shareCode';
import { useQuery } from '../../platform/useQuery';
import QrCode from '../../platform/share/QrCode';
import { ErrorState } from '../../site/ErrorState';
import { hostOf } from '../../site/hostOf';
import { useSite } from '../../site/SiteContext';
import { SHARE_PAGES_NS } from './texts';

/** Side of the code in CSS pixels: scanned from a phone held up to another phone's screen. */
export const CODE_QR_SIZE = 240;

/** The account's code in the site's event, from the gateway: a QR code and its text, or why not with a retry. */
export function VisitorCode({ accountId }: { accountId: string }) {
  const { t } = useTranslation(SHARE_PAGES_NS);
  const { site } = useSite();
  const { bventId } = hostOf(site);
  const reply = useQuery(`authUserCode:${bventId}:${accountId}`, (signal) => getAuthUserCode({ accountId, bventId }, signal));
  if (reply.status === 'error') return <ErrorState error={reply.error} title={t('code.failed')} onRetry={reply.retry} />;
  const code = reply.status === 'ready' ? reply.data.code : null;
  // The card keeps its size while the code is on its way: nothing moves when it arrives.
  return (
    <Card aria-busy={code === null} aria-label={code === null ? t('code.loading') : undefined}>
      <div className="qr">{code !== null && <QrCode value={code} size={CODE_QR_SIZE} label={t('code.qr')} />}</div>
      <p className="hint">{t('code.hint')}</p>
      <p className="text">
        <span className="visually-hidden">{t('code.text')}: </span>
        <span data-visitor-code="">{code ?? '\u00a0'}</span>
      </p>
    </Card>
  );
}

const Card = styled.section`
  display: grid;
  justify-items: center;
  gap: var(--space-3);
  max-width: 360px;
  margin: 0 auto;
  padding: var(--space-6);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-lg);
  background: var(--color-bg);
  text-align: center;

  .qr {
    width: ${CODE_QR_SIZE}px;
    height: ${CODE_QR_SIZE}px;
    border-radius: var(--radius-md);
    background: var(--color-surface);
  }
  .qr svg {
    display: block;
  }
  p {
    margin: 0;
  }
  .hint {
    color: var(--color-text-muted);
  }
  .text {
    font-size: var(--font-size-lg);
    font-weight: 600;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;
