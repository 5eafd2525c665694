import { LoginScreen } from './LoginScreen';
import { FORM_METHODS } from './paths';

/** /pages/login/index: every sign-in method the form offers (spec section 2). */
export default function LoginPage() {
  return <LoginScreen methods={FORM_METHODS} title="title" />;
}
