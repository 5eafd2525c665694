import { size } from '../../../renderer/layout';
import type { Terminal } from '../../../schemas/page';
import type { BannerModule } from '../../../schemas/modules/banner';

type Config = BannerModule['config'];

/** Used when a banner says neither its height nor its media's size: a common hero shape. */
const FALLBACK_RATIO = '16 / 5';

/**
 * The banner's box, known before the media loads so nothing below it moves: a height for
 * fixed and full-width banners that give one, otherwise the media's own ratio.
 */
export function bannerBox(config: Config, terminal: Terminal): { height?: string; aspectRatio?: string } {
  if (config.widthType !== 'auto' && config.displayHeight) return { height: size(config.displayHeight, terminal) };
  if (config.mediaWidth && config.mediaHeight) return { aspectRatio: `${config.mediaWidth} / ${config.mediaHeight}` };
  return { aspectRatio: FALLBACK_RATIO };
}
