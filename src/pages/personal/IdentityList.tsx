import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IDENTITY_TYPES, type AttendeeIdentity } from '../../../schemas/identity';
import { boxedRows } from '../../theme/mixins';
// The personal namespace (t('personal:…')) registers itself on import.
import '../../identity/texts';

/** The visitor's identities in this event, each with its role and where its registration stands. */
export function IdentityList({ identities, isExpo }: { identities: readonly AttendeeIdentity[]; isExpo: boolean }) {
  const { t } = useTranslation();
  // An attendee is called audience in an expo (spec section 1).
  const role = (type: string) =>
    type === 'Attendee' && isExpo ? t('personal:role.audience') : (IDENTITY_TYPES as readonly string[]).includes(type) ? t(`personal:role.${type}`) : type;
  return (
    <section aria-labelledby="personal-identities">
      <h2 id="personal-identities">{t('personal:identities')}</h2>
      {identities.length === 0 ? (
        <p>{t('personal:noIdentities')}</p>
      ) : (
        <List>
          {identities.map((identity) => (
            <li key={identity.identityId} data-identity-type={identity.identityType}>
              <strong>{role(identity.identityType)}</strong>
              {identity.identityName && identity.identityName !== role(identity.identityType) && <Name>{identity.identityName}</Name>}
              <Status $approved={identity.auditStatus === 'Approved'}>{t(`personal:status.${identity.auditStatus}`)}</Status>
            </li>
          ))}
        </List>
      )}
    </section>
  );
}

const List = styled.ul`
  ${boxedRows}

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--space-2) var(--space-3);
  }
`;

const Name = styled.span`
  color: var(--color-text-muted);
`;

const Status = styled.span<{ $approved: boolean }>`
  margin-left: auto;
  padding: var(--space-1) var(--space-3);
  border-radius: var(--radius-pill);
  background: ${({ $approved }) => ($approved ? 'var(--color-primary-tint)' : 'var(--color-danger-tint)')};
  color: var(--color-text);
  font-size: var(--font-size-sm);
`;
