/** What the browser found of a picture's address: it loads (with its size when the server says), or not (with the server's status; null: no answer). */
export type PictureProbe = { ok: true; bytes: number | null } | { ok: false; status: number | null };

function size(reply: Response): number | null {
  const length = reply.headers.get('content-length');
  const bytes = length === null ? NaN : Number(length);
  return Number.isSafeInteger(bytes) && bytes >= 0 ? bytes : null;
}

/**
 * Asks for a picture as a visitor's browser would, without downloading it where the server
 * allows: HEAD first. A server that refuses HEAD (405, 501, or a 403 from an address signed for
 * GET) is asked with GET, whose answer is then the verdict and whose body is dropped unread.
 * A cancelled probe rejects, as fetch does: it found nothing.
 */
export async function probePicture(address: string, signal?: AbortSignal): Promise<PictureProbe> {
  try {
    let reply = await fetch(address, { method: 'HEAD', signal });
    if (!reply.ok) reply = await fetch(address, { method: 'GET', signal });
    await reply.body?.cancel();
    return reply.ok ? { ok: true, bytes: size(reply) } : { ok: false, status: reply.status };
  } catch (error) {
    if (signal?.aborted) throw error;
    return { ok: false, status: null };
  }
}
