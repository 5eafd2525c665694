import { useTranslation } from 'react-i18next';
import { useTerminal } from '../../../renderer';
import { isSignedInStatus } from '../../auth/session';
import { useSession } from '../../auth/SessionProvider';
import { AccessState } from '../../identity/AccessState';
import { LoadingPage } from '../../site/LoadingPage';
import { useDocumentTitle } from '../shared/useDocumentTitle';
import { PageColumn } from '../shared/PageColumn';
import { SiteAccess } from '../shared/SiteAccess';
import { SHARE_PAGES_NS } from './texts';
import { VisitorCode } from './VisitorCode';

/**
 * subPages/shareCode/index (spec section 2): the signed-in visitor's own code in the event,
 * large enough to scan, with its text. Signed out: the spec's not-logged-in text and a sign-in
 * that comes back here.
 */
export default function ShareCode() {
  const { t } = useTranslation(SHARE_PAGES_NS);
  const terminal = useTerminal();
  const session = useSession();
  useDocumentTitle(t('code.title'));
  let body;
  if (session.status === 'checking') body = <LoadingPage />;
  else if (!isSignedInStatus(session.status) || !session.user) body = <AccessState reason="notLoggedIn" />;
  else body = <VisitorCode accountId={session.user.accountId} />;
  return (
    <PageColumn $terminal={terminal}>
      <h1>{t('code.title')}</h1>
      <SiteAccess>{body}</SiteAccess>
    </PageColumn>
  );
}
