import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useMallScope, useMemberOpen } from '../useMall';
import { PRODUCTS_NS } from './texts';

/** The event's two member tiers (spec section 6: free and premium) and whether each is open: MallFrame's load, shared. */
export function MemberTiers() {
  const { t } = useTranslation(PRODUCTS_NS);
  const scope = useMallScope();
  const open = useMemberOpen(scope.businessId, scope.account);
  if (open.status !== 'ready') return null;
  const tiers = [
    ['free', open.data.isOpenFreeMember],
    ['premium', open.data.isOpenPremiumMember],
  ] as const;
  return (
    <Section aria-labelledby="member-tiers">
      <h2 id="member-tiers">{t('tiers.title')}</h2>
      <ul>
        {tiers.map(([tier, isOpen]) => (
          <li key={tier} data-tier={tier} data-open={isOpen}>
            <span>{t(`tiers.${tier}`)}</span>
            <strong>{t(isOpen ? 'tiers.open' : 'tiers.closed')}</strong>
          </li>
        ))}
      </ul>
    </Section>
  );
}

const Section = styled.section`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: var(--space-3);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    flex-wrap: wrap;
    gap: var(--space-2);
    padding: var(--space-2) var(--space-4);
    border-radius: var(--radius-pill);
    background: var(--color-surface);
  }
  [data-open='true'] strong {
    color: var(--color-primary-text);
  }
  [data-open='false'] strong {
    color: var(--color-text-muted);
  }
`;
