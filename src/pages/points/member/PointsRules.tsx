import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { MEMBER_NS } from './texts';

/**
 * The spec names a rules text but shows no call for it: these are the mall's general rules as its
 * data implies them (points from activities and invitation codes, spent on redemptions, given
 * back on a cancel, expiring, protected), said to be general, not the organiser's own terms.
 */
const RULES = ['earn', 'invite', 'spend', 'refund', 'expire', 'protect'] as const;

export function PointsRules({ headingId }: { headingId: string }) {
  const { t } = useTranslation(MEMBER_NS);
  return (
    <>
      <p className="intro">{t('rules.intro')}</p>
      <List aria-labelledby={headingId}>
        {RULES.map((rule) => (
          <li key={rule}>{t(`rules.${rule}`)}</li>
        ))}
      </List>
    </>
  );
}

const List = styled.ul`
  display: grid;
  gap: var(--space-2);
  margin: 0;
  padding-left: 1.25em;

  li {
    overflow-wrap: anywhere;
  }
`;
