import type { Speaker, SpeakerGroup, SpeakerText } from '../../../schemas/content/speaker';
import type { LanguageCode } from '../../../schemas/primitives';

const EMPTY: SpeakerText = { fullName: null, company: null, position: null, introduction: null };

/** A speaker's entry in the site language, else their first entry (spec section 3). */
export function speakerText(speaker: Speaker, language: LanguageCode): SpeakerText {
  return speaker.languages.find((entry) => entry.language === language) ?? speaker.languages[0] ?? EMPTY;
}

/** A group's name in the site language, else its default name. */
export function groupName(group: SpeakerGroup, language: LanguageCode): string {
  return group.languages.find((entry) => entry.language === language)?.groupName ?? group.groupName ?? '';
}
