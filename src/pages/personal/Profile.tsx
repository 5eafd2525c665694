import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { isSafeUrl } from '../../../schemas/primitives';
import type { AccountUser } from '../../../schemas/user';
import { pillButton } from '../../theme/mixins';
// The personal namespace (t('personal:…')) registers itself on import.
import '../../identity/texts';

/** The signed-in visitor: picture (or initial), name, and the way out. */
export function Profile({ user, fallbackName, onSignOut }: { user: AccountUser; fallbackName: string | null; onSignOut: () => void }) {
  const { t } = useTranslation();
  const name = user.fullName || user.nickname || fallbackName || user.accountId;
  const picture = user.profileImage && isSafeUrl(user.profileImage) ? user.profileImage : null;
  return (
    <Card>
      {picture ? <img src={picture} alt="" width={64} height={64} /> : <Initial aria-hidden="true">{name.charAt(0).toUpperCase()}</Initial>}
      <h2>{name}</h2>
      <button type="button" onClick={onSignOut}>
        {t('personal:signOut')}
      </button>
    </Card>
  );
}

const Card = styled.div`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: var(--space-4);

  img {
    border-radius: var(--radius-pill);
    object-fit: cover;
  }
  /* Doubled: the page's own heading rule must not push the name off the picture's centre. */
  && h2 {
    margin: 0;
    font-size: var(--font-size-title);
    overflow-wrap: anywhere;
  }
  button {
    ${pillButton}
    background: var(--color-surface);
    color: var(--color-text);
    border: 1px solid var(--color-border);
  }
`;

const Initial = styled.span`
  display: grid;
  place-items: center;
  width: 64px;
  height: 64px;
  border-radius: var(--radius-pill);
  background: var(--color-primary);
  color: var(--color-on-primary);
  font-size: var(--font-size-title);
  font-weight: 600;
`;
