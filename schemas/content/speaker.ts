import * as z from 'zod/mini';
import { keptList } from '../keptList';
import { fileUrl, id, languageCode, numeric, text } from '../primitives';

/** A speaker's words in one language (spec section 3, Speaker). */
export const speakerText = z.looseObject({
  language: z.nullish(z.string()),
  fullName: text,
  company: text,
  position: text,
  /** Organiser HTML: sanitised before it is shown. */
  introduction: text,
});
export type SpeakerText = z.infer<typeof speakerText>;

export const speaker = z.looseObject({
  pkey: id,
  avatar: z.nullish(fileUrl),
  languages: z._default(z.array(speakerText), []),
});
export type Speaker = z.infer<typeof speaker>;

/** Speaker/QuerySpeakerList: one page of speakers and, when the gateway says, the total. */
export const speakerPage = z.looseObject({
  list: keptList(speaker),
  total: z.nullish(numeric),
});
export type SpeakerPage = z.infer<typeof speakerPage>;

/** A speaker group's name in one language. */
const groupName = z.looseObject({ language: z.nullish(languageCode), groupName: z.string() });

/** Speaker/QuerySpeakerGroupList: the event's groups, each naming its speakers by pkey. */
export const speakerGroup = z.looseObject({
  pkey: id,
  groupName: text,
  languages: z._default(z.array(groupName), []),
  speakerIds: z._default(z.array(id), []),
});
export type SpeakerGroup = z.infer<typeof speakerGroup>;

export const speakerGroups = keptList(speakerGroup);
