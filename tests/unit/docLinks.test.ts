// The README and docs/ link to each other by relative paths: every one must name a file that
// exists, so a moved or renamed page cannot leave a newcomer at a dead link. Addresses with a
// scheme (https:, mailto:) and links inside code blocks are not checked.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const pages = ['README.md', ...readdirSync(path.join(root, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];

/** The relative targets of a page's Markdown links, outside fenced code blocks, without their #anchor. */
function relativeLinks(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '');
  return [...prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
    .map((match) => match[1]!)
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('#'))
    .map((target) => decodeURIComponent(target.split('#')[0]!));
}

describe('relative links in the README and docs/', () => {
  it('reads a link, skips addresses, anchors and code blocks', () => {
    expect(relativeLinks('[a](docs/a.md) [b](https://x.example/) [c](#here) [d](b.md#part)\n```\n[e](gone.md)\n```\n')).toEqual([
      'docs/a.md',
      'b.md',
    ]);
  });

  it.each(pages)('%s: every relative link names a file that exists', (page) => {
    const links = relativeLinks(readFileSync(path.join(root, page), 'utf8'));
    const missing = links.filter((target) => !existsSync(path.resolve(root, path.dirname(page), target)));
    expect(missing).toEqual([]);
  });
});
