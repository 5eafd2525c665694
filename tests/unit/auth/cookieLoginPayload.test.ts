// Each login type sends exactly the parameters of spec section 3 ("Login parameters by type").
import { describe, expect, it } from 'vitest';
import { loginParameters } from '../../../schemas/sso';
import { isComplete, loginPayload, type LoginType, type LoginValues } from '../../../src/pages/login/payload';

const everything: LoginValues = {
  userName: ' demo ',
  password: ' pass word ',
  sliderValidationParameter: '100',
  email: 'demo@minisite.example ',
  authCode: ' 246810',
  mobile: '13800138000',
  businessId: '88101',
  loginCode: 'code',
  accountId: 'acct-1',
  userCode: '246810',
};

describe('loginPayload', () => {
  it.each<[LoginType, Record<string, string>]>([
    ['account', { userName: 'demo', password: ' pass word ' }],
    ['slider', { userName: 'demo', password: ' pass word ', sliderValidationParameter: '100' }],
    ['email', { email: 'demo@minisite.example', authCode: '246810' }],
    ['phone', { mobile: '13800138000', authCode: '246810' }],
    ['oauth', { businessId: '88101', loginCode: 'code' }],
    ['uId', { accountId: 'acct-1', userCode: '246810' }],
    ['registerToLogin', { userCode: '246810', accountId: 'acct-1' }],
  ])('%s sends exactly %j', (type, expected) => {
    const payload = loginPayload(type, everything);
    expect(payload).toStrictEqual(expected);
    expect(loginParameters.safeParse(payload).success).toBe(true);
  });

  it('adds topOrgId when the site names its organisation, on every type', () => {
    expect(loginPayload('email', everything, '5301')).toStrictEqual({ email: 'demo@minisite.example', authCode: '246810', topOrgId: '5301' });
    expect(loginPayload('uId', everything, null)).not.toHaveProperty('topOrgId');
  });

  it('registerToLogin lists userCode before accountId, as the spec does', () => {
    expect(Object.keys(loginPayload('registerToLogin', everything))).toEqual(['userCode', 'accountId']);
  });

  it('a missing value is sent empty rather than left out, so the server names the problem', () => {
    expect(loginPayload('phone', {})).toStrictEqual({ mobile: '', authCode: '' });
  });
});

describe('isComplete', () => {
  it('needs every field of the type, blank counting as missing', () => {
    expect(isComplete('account', { userName: 'demo', password: 'x' })).toBe(true);
    expect(isComplete('account', { userName: '  ', password: 'x' })).toBe(false);
    expect(isComplete('slider', { userName: 'demo', password: 'x' })).toBe(false);
  });
});
