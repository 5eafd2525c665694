// @vitest-environment node
// Hostile paths against the embedded server's file routes (issue 45, point 2): whatever the path
// (a file taken for a folder, a segment past the file system's 255 bytes, dot segments plain or
// encoded, NUL, broken encodings), the answer is a 4xx with a plain body that names no file of
// the server's and carries no stack or file-system message.
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../preview/server/server';
import { rawReply } from '../support/rawReply';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ port: 0, build: false, log: () => undefined });
});
afterAll(() => server.close());

const ROOT = path.resolve('.');
/** What a leak looks like: a path of this machine, a file-system error code, a stack frame. */
const LEAKS = [ROOT, 'fixtures/', 'ENOTDIR', 'ENAMETOOLONG', 'ENOENT', 'EACCES', 'EISDIR', 'node:internal', /\bat .*\.[cm]?[jt]s:\d+/];

const segment = fc.oneof(
  fc.constantFrom('logo.svg', 'banner-about.svg', 'index.html', 'favicon.svg', '..', '.', '%2e%2e', '%2E%2e%2f', '..%2f', '%2f', '%5c', '%00', '%', '%E0%A4%A', '%ff', 'x'),
  fc.integer({ min: 200, max: 600 }).map((length) => 'a'.repeat(length)),
  fc.string({ unit: 'grapheme', maxLength: 12 }).map(encodeURIComponent),
);
/**
 * Where the server reads files: a bundle's files and an address beside them. Not the build's
 * (/site/): the unit stage runs beside the build, and before it the server answers those 503,
 * "not built"; the e2e deploy tests cover the build's files through nginx.
 */
const base = fc.constantFrom('/files/demo-expo/', '/files/', '/files/demo-expo/logo.svg/', '/files/demo-expo/%2e%2e/', '/api/x/');
const hostilePath = fc.tuple(base, fc.array(segment, { minLength: 1, maxLength: 4 })).map(([start, parts]) => start + parts.join('/'));

describe('hostile paths', () => {
  it.each([
    ['a fixture file taken for a folder', '/files/demo-expo/logo.svg/x', 404],
    ['a segment longer than a file name may be', `/files/demo-expo/${'a'.repeat(300)}`, 404],
    ['a broken encoding', '/files/demo-expo/%E0%A4%A', 400],
  ])('%s (%s): %i, with nothing of the server in it', async (_, rawPath, expected) => {
    const { status, body } = await rawReply(`${server.url}${rawPath}`, { path: rawPath });
    expect(status).toBe(expected);
    for (const leak of LEAKS) expect(body.toString()).not.toMatch(leak);
  });

  it('any path of generated segments: never a 5xx, never a path, a stack or a file-system message', async () => {
    await fc.assert(
      fc.asyncProperty(hostilePath, async (rawPath) => {
        const { status, body } = await rawReply(`${server.url}${rawPath}`, { path: rawPath });
        expect(status).toBeLessThan(500);
        for (const leak of LEAKS) expect(body.toString()).not.toMatch(leak);
      }),
      { numRuns: 150 },
    );
  });
});
