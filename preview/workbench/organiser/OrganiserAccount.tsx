import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Tool } from '../settings/style';
import { WORKBENCH_NS } from '../texts';

/** Who the workbench is signed in as, and their sign-out. */
export function OrganiserAccount({ name, onSignOut }: { name: string; onSignOut: () => void }) {
  const { t } = useTranslation(WORKBENCH_NS);
  return (
    <Account>
      <span>{t('organiser_account', { name })}</span>
      <Tool type="button" onClick={onSignOut}>
        {t('organiser_signOut')}
      </Tool>
    </Account>
  );
}

const Account = styled.span`
  display: inline-flex;
  align-items: center;
  gap: var(--space-1);
  color: var(--color-text-muted);
  white-space: nowrap;
`;
