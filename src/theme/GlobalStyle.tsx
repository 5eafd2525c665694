import { createGlobalStyle } from 'styled-components';
import { mpx } from '../../renderer/layout';
import { mix, readableOn } from './colour';
import { fontSizes, fontSizesMobile, fontStack, fontStackByLang, neutralDark, neutralLight, radii, space, zLayers } from './tokens';

interface ThemeInput {
  themeColor: string;
  mode: 'light' | 'dark';
  moduleWidth: number;
}

/**
 * Turns the site's theme into the custom properties every component reads. The body's
 * `overflow-wrap: anywhere`: organisers' texts hold 60-letter names and addresses, and a line
 * breaks inside such a word rather than push its box past the window (nor does the word's
 * width prop a flex or grid item open).
 */
export const GlobalStyle = createGlobalStyle<ThemeInput>`
  :root {
    ${({ themeColor, mode, moduleWidth }) => {
      const n = mode === 'dark' ? neutralDark : neutralLight;
      return `
      color-scheme: ${mode};
      --color-primary: ${themeColor};
      --color-primary-text: ${readableOn(themeColor, n.bg)};
      --color-on-primary: ${readableOn('#ffffff', themeColor) === '#ffffff' ? '#ffffff' : '#000000'};
      --color-primary-tint: ${mix(themeColor, n.bg, 0.12)};
      --color-primary-strong: ${mix(themeColor, '#000000', 0.8)};
      --color-bg: ${n.bg};
      --color-surface: ${n.surface};
      --color-border: ${n.border};
      --color-text: ${n.text};
      --color-text-muted: ${n.textMuted};
      --color-danger: #c62828;
      --color-danger-tint: ${mix('#c62828', n.bg, 0.08)};
      --color-success: #2e7d32;
      --color-scrim: rgb(0 0 0 / 0.9);
      /* Over any picture, white text on this stays above 4.5:1 (worst case: a white picture). */
      --color-scrim-soft: rgb(0 0 0 / 0.6);
      --color-on-scrim: #ffffff;
      --module-width: ${moduleWidth}px;
      `;
    }}
    ${space.map((value, index) => `--space-${index}: ${value}px;`).join('\n')}
    --radius-sm: ${radii.sm};
    --radius-md: ${radii.md};
    --radius-lg: ${radii.lg};
    --radius-pill: ${radii.pill};
    --shadow-1: 0 1px 3px rgb(0 0 0 / 0.08), 0 1px 2px rgb(0 0 0 / 0.06);
    --shadow-2: 0 8px 24px rgb(0 0 0 / 0.12);
    ${Object.entries(zLayers).map(([name, value]) => `--z-${name}: ${value};`).join('\n')}
    --page-gutter: var(--space-6);
    ${Object.entries(fontSizes).map(([name, value]) => `--font-size-${name}: ${value}px;`).join('\n')}
    --font-size-title: 28px;
    --font-size-title-mobile: ${mpx(20)};
    --nav-height: 80px;
    --nav-height-mobile: 48px;
    --bottom-nav-height: 56px;
    /* What the phone's tab bar covers at the bottom of the window. */
    --bottom-nav-space: calc(var(--bottom-nav-height) + env(safe-area-inset-bottom));
    --progress-height: 3px;
    --touch-target: 44px;
    /* Comfortable line lengths: about 70 Latin characters, about 36 Chinese characters. */
    --measure: 70ch;
    --measure-cjk: 36em;
  }
  @media (max-width: 757.98px) {
    :root {
      --page-gutter: ${mpx(16)};
      ${Object.entries(fontSizesMobile).map(([name, value]) => `--font-size-${name}: ${mpx(value)};`).join('\n')}
    }
  }
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${fontStack};
    line-height: 1.6;
    color: var(--color-text);
    background: var(--color-bg);
    overflow-wrap: anywhere;
  }
  :lang(zh-CN) body, body:lang(zh-CN) { font-family: ${fontStackByLang['zh-CN']}; }
  :lang(zh-HK) body, body:lang(zh-HK) { font-family: ${fontStackByLang['zh-HK']}; }
  :lang(zh-CN), :lang(zh-HK) { line-height: 1.75; }
  img, video { max-width: 100%; }
  a { color: var(--color-primary-text); }
  :focus-visible { outline: 3px solid var(--color-primary); outline-offset: 2px; }
  /* Targets focused by script (an anchored module, main after the skip link) are not controls. */
  [tabindex='-1']:focus { outline: none; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; overflow: hidden;
    clip: rect(0 0 0 0); white-space: nowrap;
  }
  .module-skeleton {
    min-height: 120px;
    border-radius: var(--radius-md);
    background: linear-gradient(90deg, var(--color-surface), var(--color-border), var(--color-surface));
    background-size: 200% 100%;
    animation: skeleton 1.4s ease-in-out infinite;
  }
  @keyframes skeleton { from { background-position: 200% 0; } to { background-position: -200% 0; } }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; animation-iteration-count: 1 !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
  }
`;
