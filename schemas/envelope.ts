import { z } from 'zod';

/** Every gateway and SSO reply is wrapped in this envelope (spec section 7). */
export function envelope<T extends z.ZodType>(returnObj: T) {
  return z.looseObject({
    isSuccess: z.boolean(),
    businessMessage: z.string().nullish(),
    sysMessage: z.string().nullish(),
    businessCode: z.union([z.string(), z.number()]).nullish(),
    returnObj: returnObj.nullish(),
  });
}

/** The envelope before its returnObj is trusted: the gateway client reads this first. */
export const rawEnvelope = envelope(z.unknown());
export type RawEnvelope = z.infer<typeof rawEnvelope>;
