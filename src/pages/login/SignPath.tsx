import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useSite } from '../../site/SiteContext';
import { useAppHref } from '../../site/siteParams';
import { RETURN_TO_PARAM } from '../../auth/cookie/loginRedirect';
import { LoginCard } from './LoginCard';
import { LoginScreen } from './LoginScreen';
import { FORM_METHODS, METHOD_PARAM } from './paths';
import { LOGIN_NS } from './texts';
import { ROUTES } from '../../site/routes';

/**
 * /pages/login/signPath/index: the choice of how to sign in, each leading to the login form on
 * that method (keeping the site and the return address). Strong mode has one path only.
 */
export default function SignPath() {
  const { t } = useTranslation(LOGIN_NS);
  const { site } = useSite();
  const href = useAppHref();
  const [params] = useSearchParams();
  if (site.loginStrong) return <LoginScreen methods={FORM_METHODS} title="title" />;
  return (
    <LoginCard title={t('choosePath')}>
      <Paths>
        {FORM_METHODS.map((method) => (
          <li key={method}>
            <Link to={href(ROUTES.login, { [METHOD_PARAM]: method, [RETURN_TO_PARAM]: params.get(RETURN_TO_PARAM) })}>{t(`method.${method}`)}</Link>
          </li>
        ))}
      </Paths>
    </LoginCard>
  );
}

const Paths = styled.ul`
  display: grid;
  gap: var(--space-3);
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: flex;
    align-items: center;
    min-height: var(--touch-target);
    padding: 0 var(--space-4);
    border: 1px solid var(--color-border);
    border-radius: var(--radius-md);
    color: var(--color-text);
    text-decoration: none;
    font-weight: 600;
  }
  a:hover {
    border-color: var(--color-primary);
  }
`;
