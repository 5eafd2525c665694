import * as z from 'zod/mini';
import { languageCode } from '../primitives';

// What the content calls' requests share. Request bodies are strict: the client sends exactly
// their fields, ids as strings.

export const count = z.int().check(z.minimum(0));
/** Which event a content call is for, and in which language. */
export const bventScope = { bventId: z.string(), lang: languageCode };
