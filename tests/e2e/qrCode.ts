// What a QR code on the page holds. No QR decoder is installed here, so the code is drawn again
// in the test with the product's library and options (src/platform/share/qrOptions.ts) for the
// value expected: the same modules, path for path, mean the page's code holds exactly that value.
import type { Locator } from '@playwright/test';
import { QRCodeSVG } from 'qrcode.react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { QR_OPTIONS } from '../../src/platform/share/qrOptions';
import { expect } from './support';

/** The modules of the QR code of `value` (the dark path's d) and its grid (the viewBox). */
export function drawn(value: string): { modules: string; viewBox: string } {
  const markup = renderToStaticMarkup(createElement(QRCodeSVG, { value, ...QR_OPTIONS }));
  const viewBox = /viewBox="([^"]+)"/.exec(markup)?.[1];
  const modules = /<path fill="#000000" d="([^"]+)"/.exec(markup)?.[1];
  if (!viewBox || !modules) throw new Error(`Unexpected QR markup: ${markup.slice(0, 200)}`);
  return { modules, viewBox };
}

/** The QR code is an SVG at least `minSide` CSS pixels square whose modules spell `value`. */
export async function expectQrCodeOf(code: Locator, value: string, minSide = 200): Promise<void> {
  await expect(code).toBeVisible();
  const box = (await code.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(minSide);
  expect(box.height).toBeCloseTo(box.width, 0);
  const expected = drawn(value);
  await expect(code).toHaveAttribute('viewBox', expected.viewBox);
  await expect(code.locator(`path[fill="${QR_OPTIONS.fgColor}"]`)).toHaveAttribute('d', expected.modules);
}
