// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { clientIdFor, oidcSettings } from '../../../src/auth/oidc/settings';
import { domainConfig, oidcAuthority } from '../../../src/platform/config';

describe('strong sign-in settings (spec sections 3 and 9)', () => {
  it.each([
    ['localhost', 'jsEvosClient'],
    ['127.0.0.1', 'jsEvosClient'],
    ['expo.example.com', 'evosClient'],
  ])('client id on %s is %s', (host, id) => {
    expect(clientIdFor(host)).toBe(id);
  });

  it('has the spec constants and our addresses', () => {
    const settings = oidcSettings('https://expo.example.com', sessionStorage, 'https://sso.example.com/oidc');
    expect(settings).toMatchObject({
      authority: 'https://sso.example.com/oidc',
      client_id: 'evosClient',
      redirect_uri: 'https://expo.example.com/site/pages/login/callback',
      silent_redirect_uri: 'https://expo.example.com/site/pages/login/silent',
      post_logout_redirect_uri: 'https://expo.example.com/site/',
      response_type: 'code',
      scope: 'openid profile AppGateway',
      loadUserInfo: false,
      automaticSilentRenew: false,
      accessTokenExpiringNotificationTimeInSeconds: 60,
      silentRequestTimeoutInSeconds: 10,
      staleStateAgeInSeconds: 900,
      checkSessionIntervalInSeconds: 2,
      popupWindowFeatures: { width: 500, height: 500 },
      maxSilentRenewTimeoutRetries: 3,
    });
  });

  it('derives the authority from the SSO address unless one is configured', () => {
    expect(oidcAuthority(domainConfig.parse({ sso: 'https://sso.example.com' }))).toBe('https://sso.example.com/oidc');
    expect(oidcAuthority(domainConfig.parse({ sso: 'https://sso.example.com/base/' }))).toBe('https://sso.example.com/base/oidc');
    expect(oidcAuthority(domainConfig.parse({ sso: 'https://sso.example.com', authority: 'https://idp.example.com/realm/' }))).toBe('https://idp.example.com/realm');
  });
});
