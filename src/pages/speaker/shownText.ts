import type { Speaker, SpeakerText } from '../../../schemas/content/speaker';
import type { LanguageCode } from '../../../schemas/primitives';
import { speakerText } from '../../modules/speaker/speakerText';

/**
 * A speaker's texts in the site language, else their first entry (the module's rule), and the
 * language of that entry when it is another one: the `lang` of whatever shows it, so readers
 * and screen readers know the text is not in the page's language.
 */
export function shownText(speaker: Speaker, language: LanguageCode): { text: SpeakerText; lang: string | undefined } {
  const text = speakerText(speaker, language);
  return { text, lang: text.language && text.language !== language ? text.language : undefined };
}
