// The replay server's file serving: gzip made once per version of a file (every e2e test asks
// for the same bundles in a fresh browser), and a changed file served as it now is.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE, serveFile } from '../../preview/server/static';
import { rawReply } from '../support/rawReply';

let folder: string;
let server: http.Server;
let origin: string;

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'static-'));
  server = http.createServer((req, res) => void serveFile(req, res, path.join(folder, req.url!.slice(1)), IMMUTABLE));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

const get = (name: string, encoding: string) => rawReply(`${origin}/${name}`, { headers: { 'accept-encoding': encoding } });

describe('serveFile', () => {
  it('gzips text for a client that accepts it, with its length, and sends it plain to one that does not', async () => {
    const text = 'export const x = 1;\n'.repeat(500);
    fs.writeFileSync(path.join(folder, 'app.js'), text);
    const zipped = await get('app.js', 'gzip, br');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(Number(zipped.headers['content-length'])).toBe(zipped.body.length);
    expect(zlib.gunzipSync(zipped.body).toString()).toBe(text);
    const plain = await get('app.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(text);
  });

  it('serves a file as it now is after it changed, not the gzip made of its first version', async () => {
    const file = path.join(folder, 'index.html');
    fs.writeFileSync(file, '<p>first</p>');
    expect(zlib.gunzipSync((await get('index.html', 'gzip')).body).toString()).toBe('<p>first</p>');
    fs.writeFileSync(file, '<p>second, longer</p>');
    // Its new size alone makes a new version, should the clock not have moved.
    expect(zlib.gunzipSync((await get('index.html', 'gzip')).body).toString()).toBe('<p>second, longer</p>');
  });

  it('leaves pictures uncompressed', async () => {
    fs.writeFileSync(path.join(folder, 'photo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    const reply = await get('photo.png', 'gzip');
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect([...reply.body]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });
});
