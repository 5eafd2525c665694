import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';

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

export function isFile(file: string | null): file is string {
  return file !== null && fs.statSync(file, { throwIfNoEntry: false })?.isFile() === true;
}

/** Streams a file with its content type; text is gzipped when the client accepts it. */
export async function serveFile(req: IncomingMessage, res: ServerResponse, file: string, cacheControl: string): Promise<void> {
  const type = CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  const compress = isText(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  const headers: Record<string, string> = { 'Content-Type': type, 'Cache-Control': cacheControl, Vary: 'Accept-Encoding' };
  if (compress) headers['Content-Encoding'] = 'gzip';
  else headers['Content-Length'] = String(fs.statSync(file).size);
  res.writeHead(200, headers);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const source = fs.createReadStream(file);
  try {
    await (compress ? pipeline(source, zlib.createGzip(), res) : pipeline(source, res));
  } catch (error) {
    // A browser that stops reading (a cancelled image, a closed tab) is not a server fault.
    if ((error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') throw error;
  }
}

function isText(type: string): boolean {
  return /^text\/|json|javascript|svg\+xml/.test(type);
}
