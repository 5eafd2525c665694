import { LoginScreen } from './LoginScreen';

/** /pages/login/mp-account: account and password only (the mini-program's account login). */
export default function MpAccount() {
  return <LoginScreen methods={['account']} title="accountTitle" />;
}
