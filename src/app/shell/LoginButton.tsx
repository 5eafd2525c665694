import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { pillButton } from '../../theme/mixins';
import type { Navigation } from '../../../schemas/navigation';
import { isSafeUrl } from '../../../schemas/primitives';
import { useSession } from '../../auth/SessionProvider';
import { LOGIN_ROUTE, PERSONAL_CENTER_ROUTE } from '../routes';
import { useAppHref } from '../site/siteParams';

/**
 * The navigation's sign-in button: the organiser's custom link, or our login page; once signed
 * in, the visitor's name leading to the personal centre.
 */
export function LoginButton({ navigation }: { navigation: Navigation }) {
  const { t } = useTranslation();
  const href = useAppHref();
  const { status, user } = useSession();
  if ((status === 'signedIn' || status === 'expiring') && user) {
    return <Button to={href(PERSONAL_CENTER_ROUTE)}>{user.name ?? user.accountId}</Button>;
  }
  const button = navigation.buttonGroups?.find((group) => group.isLoginButton);
  const label = button?.loginButtonCopy || t('nav:login');
  const custom = button?.loginLinkType === 'custom' && button.customLoginLink && isSafeUrl(button.customLoginLink) ? button.customLoginLink : null;
  if (custom) {
    return (
      <ExternalButton href={custom} rel="noopener noreferrer">
        {label}
      </ExternalButton>
    );
  }
  return <Button to={href(LOGIN_ROUTE)}>{label}</Button>;
}

const Button = styled(Link)`
  ${pillButton}
`;

const ExternalButton = styled.a`
  ${pillButton}
`;
