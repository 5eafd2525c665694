// The lane's Chromium: Playwright's own page, in a context of its own per visitor.
import type { Browser, Page } from '@playwright/test';
import { DESKTOP_BREAKPOINT } from '../../../renderer/layout';
import { expectNothingMoved, recordShifts } from '../layoutShifts';
import { VISITOR_ZONE } from './zone';
import type { Key, Visitor } from './visitor';

export interface Viewport {
  width: number;
  height: number;
}

export interface ChromiumOptions {
  serviceWorkers: boolean;
  layoutShifts: boolean;
}

export async function chromiumVisitor(browser: Browser, viewport: Viewport, { serviceWorkers, layoutShifts }: ChromiumOptions, isAllowed: (line: string) => boolean): Promise<Visitor> {
  // A phone as the Chromium projects' mobile one: touch, two device pixels to a CSS pixel, and the
  // client hint a phone's Chrome sends, which has the server draw the phone's first screen (the
  // desktop's drawn at 375 px, until the browser draws its own, is no Chrome phone's page).
  const phone = viewport.width < DESKTOP_BREAKPOINT;
  const context = await browser.newContext({
    viewport,
    hasTouch: phone,
    deviceScaleFactor: phone ? 2 : 1,
    extraHTTPHeaders: phone ? { 'Sec-CH-UA-Mobile': '?1' } : {},
    timezoneId: VISITOR_ZONE,
    serviceWorkers: serviceWorkers ? 'allow' : 'block',
  });
  const page: Page = await context.newPage();
  if (layoutShifts) await recordShifts(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`uncaught ${error.message} (on ${page.url()})`));
  page.on('console', (message) => {
    const line = `console.error ${message.text()} (on ${page.url()})`;
    if (message.type() === 'error' && !isAllowed(line)) errors.push(line);
  });
  return {
    engine: 'chromium',
    open: async (address) => void (await page.goto(address)),
    evaluate: (fn, arg) => page.evaluate(fn as never, arg) as never,
    click: (selector) => page.locator(selector).first().click(),
    type: (text) => page.keyboard.type(text),
    press: (key: Key) => page.keyboard.press(key === 'Space' ? ' ' : key),
    errors: async () => [...errors],
    close: () => context.close(),
    expectNothingMoved: layoutShifts ? (address) => expectNothingMoved(page, address) : undefined,
  };
}
