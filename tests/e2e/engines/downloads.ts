// What a page hands the browser as a file (a calendar file, a ticket): Firefox and WebKit under
// automation would open a save dialog or write to disk where the test cannot read it, so the
// page keeps each file it makes, and the test reads the same bytes the visitor would get.
import type { Visitor } from './visitor';

export interface Download {
  name: string;
  text: string;
}

/** From now on in this document, a link that downloads a file made in the page keeps the file instead. */
export function interceptDownloads(visitor: Visitor): Promise<void> {
  return visitor.evaluate(() => {
    const page = window as unknown as { __laneBlobs: Map<string, Blob>; __laneDownloads: { name: string; url: string }[] };
    if (page.__laneDownloads) return;
    page.__laneBlobs = new Map();
    page.__laneDownloads = [];
    const createObjectURL = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      const url = createObjectURL(blob);
      if (blob instanceof Blob) page.__laneBlobs.set(url, blob);
      return url;
    };
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      if (this.download && page.__laneBlobs.has(this.href)) page.__laneDownloads.push({ name: this.download, url: this.href });
      else click.call(this);
    };
  });
}

/** The files kept so far. */
export function downloadsOf(visitor: Visitor): Promise<Download[]> {
  return visitor.evaluate(async () => {
    const page = window as unknown as { __laneBlobs: Map<string, Blob>; __laneDownloads: { name: string; url: string }[] };
    return Promise.all(page.__laneDownloads.map(async ({ name, url }) => ({ name, text: await page.__laneBlobs.get(url)!.text() })));
  });
}
