import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import QrCode from '../../../platform/share/QrCode';
import { CODE_QR_SIZE } from '../../share/VisitorCode';
import { ORDERS_NS } from './texts';

/**
 * The order's redemption code, what the venue's scanner reads (spec section 2: order detail
 * with redemption QR code): large enough to scan from a phone held up at the desk, and the
 * same code as text for a desk without a scanner.
 */
export function RedemptionCode({ qrCode, codeText }: { qrCode: string; codeText: string }) {
  const { t } = useTranslation(ORDERS_NS);
  return (
    <Card aria-labelledby="redemption-code">
      <h2 id="redemption-code">{t('detail.code')}</h2>
      <div className="qr">
        <QrCode value={qrCode} size={CODE_QR_SIZE} label={t('detail.qr', { code: codeText })} />
      </div>
      <p className="text" data-code-text="">
        {codeText}
      </p>
      <p className="hint">{t('detail.codeHint')}</p>
    </Card>
  );
}

const Card = styled.section`
  display: grid;
  justify-items: center;
  gap: var(--space-3);
  padding: var(--space-6) var(--space-4);
  border-radius: var(--radius-lg);
  background: var(--color-bg);
  text-align: center;

  h2 {
    margin: 0;
    font-size: var(--font-size-lg);
  }
  .qr {
    width: ${CODE_QR_SIZE}px;
    max-width: 100%;
    aspect-ratio: 1;
  }
  .qr svg {
    display: block;
    width: 100%;
    height: auto;
  }
  p {
    margin: 0;
  }
  .text {
    font-size: var(--font-size-xl);
    font-weight: 600;
    letter-spacing: 0.05em;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
  .hint {
    color: var(--color-text-muted);
  }
`;
