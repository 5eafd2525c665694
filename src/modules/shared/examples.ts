import type * as z from 'zod/mini';
import type { LanguageCode } from '../../../schemas/primitives';
import { languages } from '../../i18n/languages';

/** One wire-format payload of a module type per site language, for stories and tests. */
export type Examples<S extends z.ZodMiniType> = Record<LanguageCode, z.input<S>>;

/** Builds a record with one entry per site language. */
export function perLanguage<T>(build: (language: LanguageCode) => T): Record<LanguageCode, T> {
  return Object.fromEntries(languages.map(({ code }) => [code, build(code)])) as Record<LanguageCode, T>;
}

/** Where the demo expo's pictures are served (fixtures/demo-expo/files in the replay gateway). */
export const DEMO_FILES = '/files/demo-expo';
