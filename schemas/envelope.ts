import * as z from 'zod/mini';

/** Every gateway and SSO reply is wrapped in this envelope (spec section 7). */
export function envelope<T extends z.ZodMiniType>(returnObj: T) {
  return z.looseObject({
    isSuccess: z.boolean(),
    businessMessage: z.nullish(z.string()),
    sysMessage: z.nullish(z.string()),
    businessCode: z.nullish(z.union([z.string(), z.number()])),
    returnObj: z.nullish(returnObj),
  });
}

/** The envelope before its returnObj is trusted: the gateway client reads this first. */
export const rawEnvelope = envelope(z.unknown());
export type RawEnvelope = z.infer<typeof rawEnvelope>;
