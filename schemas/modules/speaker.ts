import * as z from 'zod/mini';
import { id } from '../primitives';
import { moduleSchema } from './common';

/**
 * Speakers of the event, loaded from the gateway. When the organiser picked speaker groups,
 * visitors switch between them with tabs.
 */
export const speakerConfig = z.looseObject({
  groupIds: z._default(z.array(id), []),
});

export const speakerModule = moduleSchema('speaker', speakerConfig);
export type SpeakerModule = z.infer<typeof speakerModule>;
