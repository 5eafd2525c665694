// Which login an autoLogin link asks for (oauth, uId, registerToLogin; spec section 3).
import { describe, expect, it } from 'vitest';
import { autoLoginRequest } from '../../../src/pages/login/autoLoginRequest';

const ask = (query: string) => autoLoginRequest(new URLSearchParams(query));

describe('autoLoginRequest', () => {
  it('businessId + loginCode is oauth', () => {
    expect(ask('businessId=88101&loginCode=c')).toEqual({ type: 'oauth', values: { businessId: '88101', loginCode: 'c' } });
  });

  it('accountId + userCode is uId', () => {
    expect(ask('accountId=a&userCode=u')).toEqual({ type: 'uId', values: { accountId: 'a', userCode: 'u' } });
  });

  it('the same with type=registerToLogin is registerToLogin', () => {
    expect(ask('type=registerToLogin&userCode=u&accountId=a')).toEqual({ type: 'registerToLogin', values: { accountId: 'a', userCode: 'u' } });
  });

  it.each(['', 'accountId=a', 'userCode=u', 'businessId=1', 'accountId=%20&userCode=u'])('is null for the incomplete link "%s"', (query) => {
    expect(ask(query)).toBeNull();
  });
});
