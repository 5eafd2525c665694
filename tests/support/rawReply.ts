import http from 'node:http';

export interface RawReply {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as sent: fetch would undo a gzip and hide whether it was there. */
  body: Buffer;
}

/** One request through node:http, its reply read as sent (`options.path` sends a path exactly as written). */
export function rawReply(url: string, options: http.RequestOptions = {}, body?: string): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, options, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end(body);
  });
}
