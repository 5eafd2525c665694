import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { PreviewPass } from '../../schemas/preview';

/** A preview pass lasts an hour: long enough to review a page, short enough that a leaked link dies. */
export const PREVIEW_TOKEN_SECONDS = 3600;
const AUDIENCE = 'preview';

/**
 * The preview's passes (ours): HS256 tokens signed with a key of this server's (PREVIEW_SECRET,
 * else random per start, so a restart ends every pass), each naming the one site it opens (its
 * `site` claim). The gateway serves an unpublished page only to a request carrying a valid pass
 * for a site the page belongs to; the live site never gets a draft. A back office holding the
 * deployment's secret signs its own passes the same way (docs/wire-contract.md).
 */
export class PreviewTokens {
  private readonly key: Uint8Array;

  constructor(secret: string | undefined = process.env.PREVIEW_SECRET) {
    this.key = secret ? new TextEncoder().encode(secret) : randomBytes(32);
  }

  async issue(siteId: string, now = new Date()): Promise<PreviewPass> {
    const issuedAt = Math.floor(now.getTime() / 1000);
    const expires = issuedAt + PREVIEW_TOKEN_SECONDS;
    const token = await new SignJWT({ site: siteId }).setProtectedHeader({ alg: 'HS256' }).setAudience(AUDIENCE).setIssuedAt(issuedAt).setExpirationTime(expires).sign(this.key);
    return { token, expiresAt: new Date(expires * 1000).toISOString() };
  }

  /** Whether a request's pass is one of ours, unexpired, and for one of `sites` (`now` for tests). */
  async valid(token: string | undefined, sites: ReadonlySet<string>, now = new Date()): Promise<boolean> {
    if (!token) return false;
    try {
      const { payload } = await jwtVerify(token, this.key, { audience: AUDIENCE, algorithms: ['HS256'], currentDate: now });
      return typeof payload.site === 'string' && sites.has(payload.site);
    } catch {
      return false;
    }
  }
}
