// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { fileUrl, resolveFilesAgainst } from '../../schemas/primitives';
import { setConfig } from '../../src/platform/config';

afterEach(() => setConfig({ fileServer: '/' }));

describe('file addresses from payloads', () => {
  it('resolve on the file server when it is another place, under its path', () => {
    resolveFilesAgainst('https://files.example.org/bucket');
    expect(fileUrl.parse('/files/demo-expo/hero.svg')).toBe('https://files.example.org/bucket/files/demo-expo/hero.svg');
    expect(fileUrl.parse('docs/guide.pdf')).toBe('https://files.example.org/bucket/docs/guide.pdf');
    expect(fileUrl.parse('https://cdn.example.net/a.png')).toBe('https://cdn.example.net/a.png');
    expect(fileUrl.parse('')).toBe('');
    // What is refused stays refused: the resolver never sees it.
    expect(fileUrl.safeParse('javascript:alert(1)').success).toBe(false);
    expect(fileUrl.safeParse('//evil.example/x.png').success).toBe(false);
    resolveFilesAgainst(null);
    expect(fileUrl.parse('/files/demo-expo/hero.svg')).toBe('/files/demo-expo/hero.svg');
  });

  it('follow the configuration: a file server at the page\'s own root leaves them as they are', () => {
    setConfig({ fileServer: `${window.location.origin}/` });
    expect(fileUrl.parse('/files/a.png')).toBe('/files/a.png');
    setConfig({ fileServer: 'https://files.example.org/' });
    expect(fileUrl.parse('/files/a.png')).toBe('https://files.example.org/files/a.png');
    setConfig({ fileServer: '/media/' });
    expect(fileUrl.parse('/files/a.png')).toBe(`${window.location.origin}/media/files/a.png`);
  });
});
