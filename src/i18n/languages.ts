import type { LanguageCode } from '../../schemas/primitives';

/** The four languages with their short keys (spec section 9); English is the default. */
export const languages: readonly { code: LanguageCode; key: 'zh' | 'en' | 'tc' | 'pt'; label: string }[] = [
  { code: 'zh-CN', key: 'zh', label: '简体中文' },
  { code: 'en-US', key: 'en', label: 'English' },
  { code: 'zh-HK', key: 'tc', label: '繁體中文' },
  { code: 'pt-PT', key: 'pt', label: 'Português' },
];

export const DEFAULT_LANGUAGE: LanguageCode = 'en-US';

export function isLanguage(value: unknown): value is LanguageCode {
  return languages.some((language) => language.code === value);
}
