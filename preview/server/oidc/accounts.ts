import { createHash, timingSafeEqual } from 'node:crypto';

/** What the profile scope releases; the ID token carries it (see config.ts, conformIdTokenClaims). */
export const PROFILE_CLAIMS = ['name', 'nickname', 'preferred_username', 'picture'] as const;

interface DemoAccount {
  /** Stable across restarts: the client compares sub before and after a renewal. */
  sub: string;
  userName: string;
  password: string;
  name: string;
  nickname: string;
}

/** The demo accounts of the embedded default (docs/embedded-server.md). */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { sub: 'acct-7f3a9c01-demo', userName: 'demo', password: 'demo1234', name: 'Demo Visitor', nickname: 'Demo' },
  { sub: 'acct-2b8e4d17-attendee', userName: 'attendee', password: 'attendee1234', name: 'Ada Attendee', nickname: 'Ada' },
  // The events' Planner (organiser) in every bundle: the preview's passes are issued to it (preview/server/organisers.ts).
  { sub: 'acct-3d9e6b52-organiser', userName: 'organiser', password: 'organiser1234', name: 'Olivia Organiser', nickname: 'Olivia' },
];

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** The account these credentials open, or undefined; the password compare takes the same time whatever it holds. */
export function authenticate(userName: string, password: string): DemoAccount | undefined {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.userName === userName.trim());
  const matches = timingSafeEqual(digest(password), digest(account?.password ?? '\0'));
  return account && matches ? account : undefined;
}

export type Claims = Record<string, unknown> & { sub: string };

/**
 * `findAccount` for oidc-provider: the account behind a sub, with its claims by scope
 * (sub always; the profile claims when the profile scope was granted). The provider filters
 * them again by its `claims` configuration.
 */
export function accountFinder(avatarUrl: (userName: string) => string) {
  return (_ctx: unknown, sub: string) => {
    const account = DEMO_ACCOUNTS.find((candidate) => candidate.sub === sub);
    if (!account) return undefined;
    return {
      accountId: account.sub,
      claims: (_use: string, scope: string): Claims => {
        const scopes = new Set(scope.split(' '));
        if (!scopes.has('profile')) return { sub: account.sub };
        return {
          sub: account.sub,
          name: account.name,
          nickname: account.nickname,
          preferred_username: account.userName,
          picture: avatarUrl(account.userName),
        };
      },
    };
  };
}

/** A small SVG avatar with the account's initial, so the picture claim points at something real and offline. */
export function avatarSvg(userName: string): string | undefined {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.userName === userName);
  if (!account) return undefined;
  const initial = account.nickname.charAt(0).toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96" role="img" aria-label="${account.name}"><rect width="96" height="96" rx="48" fill="#2061E6"/><text x="48" y="62" font-family="system-ui, sans-serif" font-size="44" font-weight="600" fill="#fff" text-anchor="middle">${initial}</text></svg>`;
}
