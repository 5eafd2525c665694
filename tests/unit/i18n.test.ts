import { describe, expect, it } from 'vitest';
import { namespaces, resources } from '../../src/i18n';
import { DEFAULT_LANGUAGE, languages } from '../../src/i18n/languages';

/** Every leaf key of a locale namespace, dotted. */
function keys(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([key, value]) => keys(value, prefix ? `${prefix}.${key}` : key));
}

function leaf(tree: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], tree);
}

describe('locales', () => {
  it('has all four languages with the same namespaces', () => {
    expect(Object.keys(resources).sort()).toEqual(languages.map((language) => language.code).sort());
    for (const language of languages) expect(Object.keys(resources[language.code]!).sort()).toEqual([...namespaces].sort());
  });

  it('has every UI text in every language, none empty', () => {
    const missing: string[] = [];
    for (const namespace of namespaces) {
      const all = new Set(languages.flatMap((language) => keys(resources[language.code]![namespace])));
      for (const key of all) {
        for (const language of languages) {
          const value = leaf(resources[language.code]![namespace], key);
          if (typeof value !== 'string' || value.trim() === '') missing.push(`${language.code}/${namespace}:${key}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('really translates: the Chinese locales differ from English on most texts', () => {
    const english = namespaces.flatMap((namespace) => keys(resources[DEFAULT_LANGUAGE]![namespace]).map((key) => [namespace, key] as const));
    for (const code of ['zh-CN', 'zh-HK'] as const) {
      const same = english.filter(([namespace, key]) => leaf(resources[code]![namespace], key) === leaf(resources[DEFAULT_LANGUAGE]![namespace], key));
      expect(same.length / english.length).toBeLessThan(0.1);
    }
  });

  it('has the texts that travel with their chunks (src/**/locales/<language>.json) in all four languages, none empty', () => {
    const files = import.meta.glob<{ default: unknown }>(['../../src/**/locales/*.json', '!../../src/i18n/**'], { eager: true });
    const byModule = new Map<string, Map<string, unknown>>();
    for (const [file, content] of Object.entries(files)) {
      const [, type, language] = /src\/(.+)\/locales\/([^/]+)\.json$/.exec(file) ?? [];
      if (!byModule.has(type!)) byModule.set(type!, new Map());
      byModule.get(type!)!.set(language!, content.default);
    }
    const missing: string[] = [];
    for (const [type, locales] of byModule) {
      const all = new Set([...locales.values()].flatMap((tree) => keys(tree)));
      for (const language of languages) {
        if (!locales.has(language.code)) missing.push(`${type}: no ${language.code}.json`);
        for (const key of all) {
          const value = leaf(locales.get(language.code), key);
          if (typeof value !== 'string' || value.trim() === '') missing.push(`${type}/${language.code}:${key}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
