import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { copyAndTell } from '../../../platform/clipboard';
import { outlineButton } from '../../../theme/mixins';
import { ORDERS_NS } from './texts';

/** A virtual item's discount code, with a copy button that says 'copy success' (spec section 2). */
export function DiscountCode({ code }: { code: string }) {
  const { t } = useTranslation(ORDERS_NS);
  return (
    <Card aria-labelledby="discount-code">
      <h2 id="discount-code">{t('detail.discount')}</h2>
      <div className="line">
        <code data-discount-code="">{code}</code>
        <button type="button" onClick={() => void copyAndTell(code)}>
          {t('detail.copy')}
        </button>
      </div>
    </Card>
  );
}

const Card = styled.section`
  display: grid;
  gap: var(--space-3);
  padding: var(--space-5) var(--space-4);
  border-radius: var(--radius-lg);
  background: var(--color-bg);

  h2 {
    margin: 0;
    font-size: var(--font-size-lg);
  }
  .line {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--space-3);
  }
  code {
    padding: var(--space-2) var(--space-3);
    border: 1px dashed var(--color-border);
    border-radius: var(--radius-md);
    font-size: var(--font-size-lg);
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  button {
    ${outlineButton}
  }
`;
