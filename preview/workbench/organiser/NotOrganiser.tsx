import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PrimaryTool } from '../settings/style';
import { WORKBENCH_NS } from '../texts';
import { OrganiserCard } from './Card';

interface Props {
  /** The signed-in account's name. */
  name: string;
  /** The event, as its site names it. */
  event: string;
  onOtherAccount: () => void;
  /** Who is signed in, and their sign-out. */
  account: ReactNode;
}

/** In place of a site's pages: the account signed in is not an organiser of its event, said by name, with the way to another. */
export function NotOrganiser({ name, event, onOtherAccount, account }: Props) {
  const { t } = useTranslation(WORKBENCH_NS);
  return (
    <Centred>
      <OrganiserCard role="alert">
        <h1>{t('title')}</h1>
        <p>{t('organiser_notOrganiser', { name, event })}</p>
        <span className="actions">
          <PrimaryTool type="button" onClick={onOtherAccount}>
            {t('organiser_otherAccount')}
          </PrimaryTool>
          {account}
        </span>
      </OrganiserCard>
    </Centred>
  );
}

const Centred = styled.div`
  display: grid;
  place-items: start center;
  padding: var(--space-6) var(--space-4);
`;
