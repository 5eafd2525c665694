import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useAppHref } from '../../site/siteParams';
import { CardBody, ErrorMessage, LoginCard } from './LoginCard';
import { autoLoginRequest } from './autoLoginRequest';
import { useCookieLogin } from './useCookieLogin';
import { LOGIN_NS } from './texts';
import { ROUTES } from '../../site/routes';

/**
 * /pages/login/autoLogin: signs in from what the link carries (oauth, uId or registerToLogin),
 * with no form; an incomplete link or a refusal offers the login form instead.
 */
export default function AutoLogin() {
  const { t } = useTranslation(LOGIN_NS);
  const [params] = useSearchParams();
  const href = useAppHref();
  const login = useCookieLogin();
  const request = autoLoginRequest(params);
  const sent = useRef(false);

  useEffect(() => {
    if (!request || sent.current) return;
    sent.current = true;
    void login.submit(request.type, request.values);
  }, [request, login]);

  const error = request ? login.error : t('autoIncomplete');
  return (
    <LoginCard title={t('title')}>
      <CardBody>
        <p aria-live="polite">{error ? '' : t('autoWorking')}</p>
        <ErrorMessage role="alert">{error ?? ''}</ErrorMessage>
        {error && <Link to={href(ROUTES.login)}>{t('submit')}</Link>}
      </CardBody>
    </LoginCard>
  );
}
