import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { pillButton } from '../../theme/mixins';
import { ErrorMessage } from './LoginCard';
import { Field } from './Field';
import { MethodChoice } from './MethodChoice';
import { isComplete, type LoginValues } from './payload';
import { METHOD_PARAM, type FormMethod } from './paths';
import { SLIDER_END, SliderCheck } from './SliderCheck';
import { useCookieLogin } from './useCookieLogin';
import { LOGIN_NS } from './texts';

/**
 * The cookie-mode login form (spec section 3): account and password, the same with a slider
 * check, email with a code, or phone with a code; only the methods the page offers are shown.
 * Errors, the form's own and the server's, are announced where they appear.
 */
export function LoginForm({ methods }: { methods: readonly FormMethod[] }) {
  const { t } = useTranslation(LOGIN_NS);
  const [params] = useSearchParams();
  const asked = params.get(METHOD_PARAM);
  const [method, setMethod] = useState<FormMethod>(methods.find((candidate) => candidate === asked) ?? methods[0]!);
  const [values, setValues] = useState<LoginValues>({});
  const [slider, setSlider] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const login = useCookieLogin();

  const set = (field: keyof LoginValues) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const sent: LoginValues = method === 'slider' ? { ...values, sliderValidationParameter: String(slider) } : values;
  const error = problem ?? login.error;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (method === 'slider' && slider < SLIDER_END) return setProblem(t('sliderRequired'));
    if (!isComplete(method, sent)) return setProblem(t('required'));
    setProblem(null);
    void login.submit(method, sent);
  };

  const invalid = error ? { 'aria-invalid': true, 'aria-describedby': 'login-error' } : {};
  return (
    <Form onSubmit={submit} noValidate aria-busy={login.busy}>
      {methods.length > 1 && <MethodChoice methods={methods} value={method} onChange={setMethod} />}
      {(method === 'account' || method === 'slider') && (
        <>
          <Field label={t('userName')} name="userName" autoComplete="username" autoCapitalize="none" required value={values.userName ?? ''} onValue={set('userName')} {...invalid} />
          <Field label={t('password')} name="password" type="password" autoComplete="current-password" required value={values.password ?? ''} onValue={set('password')} {...invalid} />
        </>
      )}
      {method === 'slider' && <SliderCheck value={slider} onChange={setSlider} />}
      {method === 'email' && (
        <Field label={t('email')} name="email" type="email" autoComplete="email" inputMode="email" required value={values.email ?? ''} onValue={set('email')} {...invalid} />
      )}
      {method === 'phone' && (
        <Field label={t('mobile')} name="mobile" type="tel" autoComplete="tel" inputMode="tel" required value={values.mobile ?? ''} onValue={set('mobile')} {...invalid} />
      )}
      {(method === 'email' || method === 'phone') && (
        <Field label={t('authCode')} name="authCode" autoComplete="one-time-code" inputMode="numeric" required value={values.authCode ?? ''} onValue={set('authCode')} {...invalid} />
      )}
      <ErrorMessage id="login-error" role="alert" aria-live="assertive">
        {error ?? ''}
      </ErrorMessage>
      <Submit type="submit" disabled={login.busy}>
        {login.busy ? t('submitting') : t('submit')}
      </Submit>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: var(--space-4);
`;

const Submit = styled.button`
  ${pillButton}
  width: 100%;

  &:disabled {
    opacity: 0.7;
    cursor: progress;
  }
`;
