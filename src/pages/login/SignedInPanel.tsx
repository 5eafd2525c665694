import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { SignedInUser } from '../../auth/session';
import { useSession } from '../../auth/SessionProvider';
import { CardBody } from './LoginCard';
import { useReturnAddress } from './useReturnAddress';
import { LOGIN_NS } from './texts';

/** A visitor who is already signed in sees who they are, a way on, and a way out. */
export function SignedInPanel({ user }: { user: SignedInUser }) {
  const { t } = useTranslation(LOGIN_NS);
  const { signOut } = useSession();
  const returnAddress = useReturnAddress();
  return (
    <CardBody>
      <p data-testid="signed-in-as">{t('signedInAs', { name: user.name ?? user.accountId })}</p>
      <a href={returnAddress}>{t('continue')}</a>
      <SignOut type="button" onClick={() => void signOut()}>
        {t('signOut')}
      </SignOut>
    </CardBody>
  );
}

const SignOut = styled.button`
  && {
    border: 1px solid var(--color-border);
    background: transparent;
    color: var(--color-text);
  }
`;
