import { useTranslation } from 'react-i18next';
import type { MemberGrades, MemberOpenInfo } from '../../../../schemas/points';
import { Benefits, OptionCards } from './OptionCards';
import { MEMBER_NS } from './texts';

const RUNS = { free: 'isOpenFreeMember', premium: 'isOpenPremiumMember' } as const;

/** The member tiers the event runs (GetSystemBusinessStatusList), each with its benefits and whether the visitor belongs. */
export function Tiers({ tiers, open, headingId }: { tiers: MemberGrades['tiers']; open: MemberOpenInfo; headingId: string }) {
  const { t } = useTranslation(MEMBER_NS);
  return (
    <OptionCards aria-labelledby={headingId}>
      {tiers
        .filter((tier) => open[RUNS[tier.tier]])
        .map((tier) => (
          <li key={tier.tier} data-tier={tier.tier}>
            <div className="head">
              <h3>{tier.name}</h3>
              <span className={tier.isMember ? 'badge' : 'muted'}>{t(tier.isMember ? 'member.tiers.isMember' : 'member.tiers.notMember')}</span>
            </div>
            <Benefits label={t('member.tiers.benefits', { tier: tier.name })} benefits={tier.benefits} />
          </li>
        ))}
    </OptionCards>
  );
}
