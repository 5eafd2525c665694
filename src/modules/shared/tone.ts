import { css } from 'styled-components';
import type { PublicStyle } from '../../../schemas/modules/common';
import { luminance } from '../../theme/colour';
import { neutralDark, neutralLight } from '../../theme/tokens';

/** Below this luminance a background needs light text (where white and black contrast equally). */
const DARK_BELOW = 0.179;

type Palette = typeof neutralLight | typeof neutralDark;

/** The palette a module's text takes on its background, where the background is a colour that says which (the readiness check reads it too). */
export function paletteOn(style: PublicStyle): Palette | null {
  const colour = style.backgroundColor;
  // Only a solid hex colour tells us what is behind the text; pictures and rgb() keep the theme.
  if (style.appearanceType !== 'color' || !colour?.startsWith('#') || style.transparency >= 50) return null;
  return luminance(colour) < DARK_BELOW ? neutralDark : neutralLight;
}

/**
 * Text tokens that stay readable on the organiser's module background: a dark footer colour
 * gets the dark palette's light text whatever the site's own light or dark mode.
 */
export function textOn(style: PublicStyle) {
  const palette = paletteOn(style);
  if (!palette) return null;
  return css`
    --color-text: ${palette.text};
    --color-text-muted: ${palette.textMuted};
    --color-border: ${palette.border};
    --color-primary-text: ${palette.text};
    color: var(--color-text);
  `;
}
