import type { Middleware } from 'oidc-provider';
import type { HostileSwitch, TokenBody } from './hostile';
import { atHash, readJwt, signJwt } from './jwt';
import type { SigningKey } from './keys';

const isTokenBody = (body: unknown): body is TokenBody =>
  !!body && typeof body === 'object' && typeof (body as TokenBody).access_token === 'string' && typeof (body as TokenBody).id_token === 'string';

/**
 * The ID token with at_hash. oidc-provider leaves at_hash out of ID tokens from the token
 * endpoint (OPTIONAL there, OIDC Core 3.1.3.6); the production SSO sends it and the client
 * checks it when present (spec section 5), so the embedded default adds it: same claims, same
 * key and kid, plus at_hash. This is the one change to a well-behaved answer.
 */
async function withAtHash(body: TokenBody, key: SigningKey): Promise<TokenBody> {
  const { header, claims } = readJwt(body.id_token);
  if (claims.at_hash !== undefined || header.kid !== key.kid) return body;
  return { ...body, id_token: await signJwt({ ...claims, at_hash: atHash(body.access_token) }, header, key.privateKey) };
}

/**
 * A post-middleware on the provider's token endpoint: successful answers get at_hash, then,
 * when the server runs with the hostile switch, that switch's rewrite (hostile.ts).
 */
export function tokenResponseLayer(key: SigningKey, hostile: HostileSwitch | undefined): Middleware {
  return async (ctx, next) => {
    await next();
    if (ctx.oidc?.route !== 'token' || ctx.status !== 200 || !isTokenBody(ctx.body)) return;
    const body = await withAtHash(ctx.body, key);
    ctx.body = body;
    await hostile?.rewrite(ctx, body, key);
  };
}
