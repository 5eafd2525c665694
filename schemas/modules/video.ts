import * as z from 'zod/mini';
import { flagDefaultTrue } from '../primitives';
import { groupIds } from '../content/material';
import { moduleSchema } from './common';

export const videoConfig = z.looseObject({
  groupIds,
  /** Scrolling comments shown over every video, after the file's own. */
  comments: z._default(z.array(z.string()), []),
  /** Whether scrolling comments start switched on (the visitor can switch them). */
  showComments: flagDefaultTrue,
});

export const videoModule = moduleSchema('video', videoConfig);
export type VideoModule = z.infer<typeof videoModule>;
