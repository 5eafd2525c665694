import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { LanguageCode } from '../../schemas/primitives';
import { DEFAULT_LANGUAGE, languages } from './languages';

/**
 * UI texts live in src/i18n/locales/<language>/<namespace>.json, one namespace per area of the
 * product. They are bundled eagerly: the four locales together are a few kilobytes.
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json', { eager: true });

export const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [path, module] of Object.entries(files)) {
  const [, language, namespace] = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  if (!language || !namespace) continue;
  (resources[language] ??= {})[namespace] = module.default;
}

export const namespaces = Object.keys(resources[DEFAULT_LANGUAGE] ?? {});

export function initI18n(language: LanguageCode = DEFAULT_LANGUAGE) {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      resources,
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: languages.map((l) => l.code),
      ns: namespaces,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
    });
  } else if (i18next.language !== language) {
    void i18next.changeLanguage(language);
  }
  return i18next;
}

/**
 * The texts of one render on a server, in `language`: an instance of its own over the shared
 * texts (those the parts' chunks added too), so two renders in two languages at once never meet.
 */
export function textsFor(language: LanguageCode): typeof i18next {
  if (!i18next.isInitialized) initI18n(language);
  return i18next.cloneInstance({ lng: language, initAsync: false });
}

/** A folder's `locales/<language>.json` files, as `import.meta.glob(…, { eager: true, import: 'default' })` gives them. */
export type LocaleFiles = Record<string, Record<string, unknown>>;

/**
 * Adds the texts of one part of the product (a module type, a page, the identities) under its
 * own namespace, from its folder's `locales/<language>.json`. They travel in that part's chunk,
 * so a page loads only the texts of what it shows. Returns the namespace, for
 * `useTranslation(namespace)`.
 */
export function addTexts(namespace: string, files: LocaleFiles): string {
  if (!i18next.isInitialized) initI18n();
  for (const [path, bundle] of Object.entries(files)) {
    const language = /([^/]+)\.json$/.exec(path)?.[1];
    if (language && languages.some((known) => known.code === language)) i18next.addResourceBundle(language, namespace, bundle, true, true);
  }
  return namespace;
}

export { i18next };
