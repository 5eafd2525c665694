import { blend, formatHex, modeLrgb, modeRgb, parse, useMode as registerColourSpace, wcagContrast, type Color } from 'culori/fn';
import type { ModuleType } from '../../../schemas/modules';
import { definitions } from '../../../src/modules/definitions';
import { paletteOn } from '../../../src/modules/shared/tone';
import { neutralLight } from '../../../src/theme/tokens';
import type { Finding } from './items';
import { named, type ShownModule } from './shown';

// culori/fn knows no colour space until told (so the chunk holds only these): sRGB reads CSS
// colours and blends them, linear sRGB gives the WCAG luminance.
registerColourSpace(modeRgb);
registerColourSpace(modeLrgb);

/** WCAG 2 AA for body text (success criterion 1.4.3). */
export const AA_TEXT_CONTRAST = 4.5;

/** A CSS colour painted at `opacity`; null where the browser could not read it either (it then paints nothing). */
function paint(colour: string, opacity = 1): Color | null {
  const parsed = parse(colour);
  return parsed ? { ...parsed, alpha: (parsed.alpha ?? 1) * opacity } : null;
}

/**
 * The module's text: ModuleFrame paints a shown title in the organiser's colour, else the theme's
 * (the site's light palette: the check does not know the site's mode); without a title, the
 * module's own text, which some types set in the palette that reads on their background.
 */
function textColour({ module }: ShownModule): string {
  const { title, style } = module.moduleTitle;
  if (module.isShowTitle && title) return style?.color || neutralLight.text;
  const definition = Object.hasOwn(definitions, module.moduleType) ? definitions[module.moduleType as ModuleType] : null;
  return (definition?.textOnBackground && paletteOn(module.publicStyleConfiguration)?.text) || neutralLight.text;
}

/**
 * Text on the module's own background colour below AA. The colour is drawn as ModuleFrame draws
 * it (`transparency` percent of the page showing through), over the page's own colour, over the
 * theme's background; a picture under it (the page's) is not known here.
 */
export function contrastFindings(shown: ShownModule): Finding[] {
  const style = shown.module.publicStyleConfiguration;
  if (style.appearanceType !== 'color' || !style.backgroundColor) return [];
  const own = paint(style.backgroundColor, 1 - style.transparency / 100);
  const page = shown.page.backgroundColor ? paint(shown.page.backgroundColor) : null;
  const text = textColour(shown);
  const ink = paint(text);
  if (!own || !ink) return [];
  const behind = blend([neutralLight.bg, ...(page ? [page] : []), own]);
  const ratio = wcagContrast(blend([behind, ink]), behind);
  if (ratio >= AA_TEXT_CONTRAST) return [];
  return [
    {
      ...named(shown),
      kind: 'contrast',
      path: ['publicStyleConfiguration', 'backgroundColor'],
      // Rounded down: a ratio of 4.496 must not read as the 4.5 it fails.
      detail: { text, background: style.backgroundColor, transparency: style.transparency, shownOn: formatHex(behind), ratio: Math.floor(ratio * 100) / 100, minimum: AA_TEXT_CONTRAST },
    },
  ];
}
