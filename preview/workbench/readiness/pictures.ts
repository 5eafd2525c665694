import type { PageDetail } from '../../../schemas/page';
import { fileUrl } from '../../../schemas/primitives';
import { fieldsWhere, type FieldPath } from './fields';
import type { Finding, Verdict } from './items';
import type { PictureProbe } from './probe';
import { named, shownModules, type ShownModule } from './shown';

/**
 * Above this one picture is too heavy for the page. A phone at a venue shares the hall's Wi-Fi or
 * cell with thousands of others and often gets 1-2 Mbit/s: 500 kB is 2-4 s for one picture,
 * where a full-width banner of 1440 px, well compressed (JPEG or WebP), takes 150-300 kB.
 */
export const HEAVY_PICTURE_BYTES = 500_000;

type Picture = { address: string; path: FieldPath };
/** Each parsed module's pictures per terminal, kept while the module lives (placed.ts keeps it while the draft does not change it). */
const found = new WeakMap<object, Map<string, Picture[]>>();

/** The contract marks an uploaded file's address by reading it with `fileUrl`: that schema, by identity, is what makes a field a picture. */
function picturesIn(shown: ShownModule): Picture[] {
  const known = found.get(shown.module)?.get(shown.terminal);
  if (known) return known;
  const pictures = fieldsWhere(shown.schema, shown.shown, ({ schema, value }) => schema === fileUrl && typeof value === 'string' && value.trim() !== '').map(
    ({ value, path }) => ({ address: value as string, path }),
  );
  found.set(shown.module, (found.get(shown.module) ?? new Map()).set(shown.terminal, pictures));
  return pictures;
}

/** Every picture address the page shows on either terminal, once each, in page order: what the browser should probe. */
export function pictureAddresses(details: readonly PageDetail[]): string[] {
  return [...new Set(shownModules(details).flatMap((shown) => picturesIn(shown).map(({ address }) => address)))];
}

function judge(probe: PictureProbe | undefined, address: string): Verdict | null {
  if (!probe) return null;
  if (!probe.ok) return { kind: 'picture-failed', detail: { address, status: probe.status } };
  if (probe.bytes !== null && probe.bytes > HEAVY_PICTURE_BYTES) return { kind: 'picture-heavy', detail: { address, bytes: probe.bytes, limit: HEAVY_PICTURE_BYTES } };
  return null;
}

/** Pictures that did not load or load too slowly, as far as the browser has probed them (an address not probed yet says nothing). */
export const pictureFindings =
  (pictures: ReadonlyMap<string, PictureProbe>) =>
  (shown: ShownModule): Finding[] =>
    picturesIn(shown).flatMap(({ address, path }) => {
      const verdict = judge(pictures.get(address), address);
      return verdict ? [{ ...named(shown), path, ...verdict }] : [];
    });
