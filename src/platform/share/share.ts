/** What a share button hands over: the link, and the title and line that go with it. */
export interface ShareLink {
  title: string;
  text?: string;
  /** An absolute address. */
  url: string;
}

/** How a share went: the system's sheet took it (or the visitor closed it), or ours must open. */
export type ShareRoute = 'native' | 'sheet';

/**
 * The one decision behind every share button: the Web Share API where the browser has it and
 * accepts the data; our own sheet (copy link, QR code) everywhere else, and when the system's
 * sheet fails for any reason other than the visitor closing it.
 */
export async function shareRoute(link: ShareLink): Promise<ShareRoute> {
  const data = { title: link.title, text: link.text, url: link.url };
  if (typeof navigator.share !== 'function' || navigator.canShare?.(data) === false) return 'sheet';
  try {
    await navigator.share(data);
    return 'native';
  } catch (error) {
    return error instanceof DOMException && error.name === 'AbortError' ? 'native' : 'sheet';
  }
}
