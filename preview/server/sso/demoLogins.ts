import { loginParameters, type LoginParameters } from '../../../schemas/sso';
import { authenticate, DEMO_ACCOUNTS } from '../oidc/accounts';

/**
 * The values the replay SSO accepts for the login types that carry no password
 * (docs/embedded-server.md). Each opens the first demo account; anything else is refused with a
 * business message, as the real SSO does.
 */
export const DEMO_AUTH_CODE = '246810';
export const DEMO_EMAIL = 'demo@minisite.example';
export const DEMO_MOBILE = '13800138000';
export const DEMO_OAUTH = { businessId: '88101', loginCode: 'oauth-demo-code' } as const;
/** What a finished slider sends: the thumb reached the end of its track. */
export const SLIDER_SOLVED = '100';

const demo = DEMO_ACCOUNTS[0]!;

export type LoginOutcome = { account: { accountId: string; name: string } } | { refused: string };

const opened = (account: { sub: string; name: string }): LoginOutcome => ({ account: { accountId: account.sub, name: account.name } });

/** Who a login body opens, or why it is refused; the body's shape names its login type. */
export function resolveLogin(body: unknown): LoginOutcome {
  const parsed = loginParameters.safeParse(body);
  if (!parsed.success) return { refused: '登录参数错误' };
  return resolveParameters(parsed.data);
}

function resolveParameters(parameters: LoginParameters): LoginOutcome {
  if ('userName' in parameters) {
    if ('sliderValidationParameter' in parameters && parameters.sliderValidationParameter !== SLIDER_SOLVED) return { refused: '滑块验证失败' };
    const account = authenticate(parameters.userName, parameters.password);
    return account ? opened(account) : { refused: '用户名或密码错误' };
  }
  if ('email' in parameters) return parameters.email === DEMO_EMAIL && parameters.authCode === DEMO_AUTH_CODE ? opened(demo) : { refused: '验证码错误' };
  if ('mobile' in parameters) return parameters.mobile === DEMO_MOBILE && parameters.authCode === DEMO_AUTH_CODE ? opened(demo) : { refused: '验证码错误' };
  if ('loginCode' in parameters) {
    const matches = parameters.businessId === DEMO_OAUTH.businessId && parameters.loginCode === DEMO_OAUTH.loginCode;
    return matches ? opened(demo) : { refused: '授权码无效' };
  }
  // uId and registerToLogin: a demo account id with the demo user code.
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.sub === parameters.accountId);
  return account && parameters.userCode === DEMO_AUTH_CODE ? opened(account) : { refused: '用户码无效' };
}
