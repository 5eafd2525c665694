import * as z from 'zod/mini';
import { moduleSchema } from './common';

/** Rich text: organiser HTML, always sanitised before it reaches the DOM. */
export const descriptionConfig = z.looseObject({
  content: z.string(),
});

export const descriptionModule = moduleSchema('description', descriptionConfig);
export type DescriptionModule = z.infer<typeof descriptionModule>;
