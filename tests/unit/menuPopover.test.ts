// @vitest-environment jsdom
// jsdom has no popovers, as the older webviews the sheet's fallback is for (WeChat's among them):
// the menu button's own click shows the sheet by an attribute, and the app's close takes it off.
import { afterEach, describe, expect, it } from 'vitest';
import { MENU_SHEET_ID } from '../../src/shell/menuContents';
import { closeMenuSheet, openMenuSheet } from '../../src/shell/menuPopover';

describe('the phone menu sheet where the browser has no popovers', () => {
  afterEach(() => document.body.replaceChildren());

  it('opens by the attribute the sheet’s style shows it by, and closes by taking it off', () => {
    expect('popover' in HTMLElement.prototype).toBe(false);
    const sheet = Object.assign(document.createElement('div'), { id: MENU_SHEET_ID });
    document.body.append(sheet);
    openMenuSheet();
    expect(sheet.hasAttribute('data-open')).toBe(true);
    closeMenuSheet();
    expect(sheet.hasAttribute('data-open')).toBe(false);
  });

  it('does nothing where no sheet was drawn', () => {
    expect(() => {
      openMenuSheet();
      closeMenuSheet();
    }).not.toThrow();
  });
});
