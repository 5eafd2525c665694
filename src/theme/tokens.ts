/**
 * Design tokens. Components read them as CSS custom properties (var(--…)), so the site's theme
 * colour and light/dark choice change one place at run time, and renderer/ needs no import.
 */
export const DEFAULT_THEME_COLOR = '#2061E6';

export const space = [0, 4, 8, 12, 16, 20, 24, 32, 40, 48, 64, 80] as const;

export const radii = { sm: '4px', md: '8px', lg: '16px', pill: '999px' } as const;

/** Text sizes in design px: desktop as is, mobile on the 375 design (scaled by mpx). */
export const fontSizes = { xs: 12, sm: 14, md: 16, lg: 18, xl: 22 } as const;
export const fontSizesMobile = { xs: 11, sm: 13, md: 15, lg: 16, xl: 18 } as const;

export const zLayers = { base: 0, sticky: 100, nav: 200, drawer: 300, overlay: 400, toast: 500 } as const;

export const neutralLight = {
  bg: '#ffffff',
  surface: '#f6f7f9',
  border: '#dfe3ea',
  text: '#1c2230',
  textMuted: '#5a6275',
} as const;

export const neutralDark = {
  bg: '#11141b',
  surface: '#1b1f29',
  border: '#2f3545',
  text: '#eef1f6',
  textMuted: '#a9b1c2',
} as const;

export const fontStack =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif";
export const fontStackByLang = {
  'zh-CN': "system-ui, -apple-system, 'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Noto Sans SC', sans-serif",
  'zh-HK': "system-ui, -apple-system, 'PingFang HK', 'Microsoft JhengHei', 'Noto Sans CJK HK', 'Noto Sans CJK TC', sans-serif",
} as const;
