import * as z from 'zod/mini';
import { groupIds } from '../content/material';
import { moduleSchema } from './common';

export const documentConfig = z.looseObject({
  groupIds,
});

export const documentModule = moduleSchema('document', documentConfig);
export type DocumentModule = z.infer<typeof documentModule>;
