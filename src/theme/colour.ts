/** Mixes two #rrggbb colours; `weight` is the share of `a` (0..1). */
export function mix(a: string, b: string, weight: number): string {
  const [ra, ga, ba] = rgb(a);
  const [rb, gb, bb] = rgb(b);
  const channel = (x: number, y: number) => Math.round(x * weight + y * (1 - weight)).toString(16).padStart(2, '0');
  return `#${channel(ra, rb)}${channel(ga, gb)}${channel(ba, bb)}`;
}

export function rgb(hex: string): [number, number, number] {
  let value = hex.replace('#', '');
  if (value.length === 3 || value.length === 4) value = [...value.slice(0, 3)].map((c) => c + c).join('');
  const n = Number.parseInt(value.slice(0, 6), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** WCAG relative luminance. */
export function luminance(hex: string): number {
  const [r, g, b] = rgb(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Darkens (or lightens, on dark backgrounds) a colour until text in it meets AA on `background`. */
export function readableOn(colour: string, background: string, target = 4.5): string {
  const toward = luminance(background) > 0.5 ? '#000000' : '#ffffff';
  for (let step = 0; step <= 20; step += 1) {
    const candidate = mix(toward, colour, step / 20);
    if (contrast(candidate, background) >= target) return candidate;
  }
  return toward;
}
