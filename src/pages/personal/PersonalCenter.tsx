import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { pillButton } from '../../theme/mixins';
import { LOGIN_ROUTE } from '../../app/routes';
import { useAppHref } from '../../app/site/siteParams';

/**
 * The personal centre's entry. Signed-out visitors (everyone, until sign-in lands) get the
 * spec's not-logged-in text and a way to sign in.
 */
export default function PersonalCenter() {
  const { t } = useTranslation();
  const href = useAppHref();
  return (
    <Box>
      <h1>{t('nav:personalCenter')}</h1>
      <p>{t('errors:notLoggedIn')}</p>
      <Link to={href(LOGIN_ROUTE)}>{t('nav:login')}</Link>
    </Box>
  );
}

const Box = styled.section`
  display: grid;
  justify-items: center;
  gap: var(--space-4);
  padding: var(--space-10) var(--page-gutter);
  text-align: center;

  h1 {
    margin: 0;
    font-size: 22px;
  }
  p {
    margin: 0;
    color: var(--color-text-muted);
  }
  a {
    ${pillButton}
  }
`;
