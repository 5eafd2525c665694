import * as z from 'zod/mini';
import { id } from '../primitives';
import { moduleSchema } from './common';

/**
 * Partners by category, loaded from the gateway. The organiser may pick categories (in the
 * order to show them); none picked shows every category.
 */
export const partnersConfig = z.looseObject({
  categoryIds: z._default(z.array(id), []),
});

export const partnersModule = moduleSchema('partners', partnersConfig);
export type PartnersModule = z.infer<typeof partnersModule>;
