import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { acceptsGzip, isText } from './http';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

/** Hashed build output never changes under its name; everything else must be revalidated. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
/** Revalidated on each load, and kept by the visitor's browser alone, never by a shared cache. */
export const PRIVATE_REVALIDATE = 'private, no-cache';

/**
 * `relative` (a decoded URL path) inside `root`, or null when it would leave it: `..`
 * segments, absolute paths and NUL bytes never reach the file system.
 */
export function resolveInside(root: string, relative: string): string | null {
  if (relative.includes('\0')) return null;
  const base = path.resolve(root);
  const target = path.resolve(base, `.${path.sep}${relative}`);
  return target === base || target.startsWith(base + path.sep) ? target : null;
}

/**
 * Whether a file is there to serve. Any way of not being one is no file: missing, a file taken
 * for a folder (ENOTDIR), a name too long (ENAMETOOLONG), unreadable. The caller answers 404,
 * and no file-system message (which names the server's own paths) reaches a client.
 */
export function isFile(file: string | null): file is string {
  if (file === null) return false;
  try {
    return fs.statSync(file, { throwIfNoEntry: false })?.isFile() === true;
  } catch {
    return false;
  }
}

/**
 * Gzipped text by file, made once per version of the file: every test opens the client in a fresh
 * browser context, so the same bundles are asked for thousands of times in one e2e run.
 */
const gzip = promisify(zlib.gzip);
const gzipped = new Map<string, { version: string; body: Promise<Buffer> }>();

function gzippedText(file: string, stats: fs.Stats): Promise<Buffer> {
  const version = `${stats.mtimeMs}:${stats.size}`;
  const kept = gzipped.get(file);
  if (kept?.version === version) return kept.body;
  const body = fs.promises.readFile(file).then(gzip);
  // A failed read is not kept: the next request tries again.
  body.catch(() => gzipped.delete(file));
  gzipped.set(file, { version, body });
  return body;
}

/** Serves a file with its content type; text is gzipped when the client accepts it. */
export async function serveFile(req: IncomingMessage, res: ServerResponse, file: string, cacheControl: string): Promise<void> {
  const type = CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  const compress = isText(type) && acceptsGzip(req);
  const headers: Record<string, string> = { 'Content-Type': type, 'Cache-Control': cacheControl, Vary: 'Accept-Encoding' };
  const stats = fs.statSync(file);
  if (compress) {
    const body = await gzippedText(file, stats);
    res.writeHead(200, { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': String(body.length) });
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  res.writeHead(200, { ...headers, 'Content-Length': String(stats.size) });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  try {
    await pipeline(fs.createReadStream(file), res);
  } catch (error) {
    // A browser that stops reading (a cancelled image, a closed tab) is not a server fault.
    if ((error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') throw error;
  }
}
