// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../src/i18n';
import { copyAndTell, copyText } from '../../src/platform/clipboard';
import { copyWithoutSoftHyphens } from '../../src/platform/copyAsRead';
import { toast } from '../../src/platform/toast';

/** Installs (or, with undefined, removes) the Clipboard API; jsdom has none of its own. */
function clipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value: writeText && { writeText }, configurable: true });
}

/** jsdom has no execCommand either: this stands in for the browser's, noting what was selected. */
function execCommand(result: boolean | Error) {
  const seen: { command?: string; selected?: string; attached?: boolean } = {};
  const fake = vi.fn((command: string) => {
    const area = document.activeElement as HTMLTextAreaElement;
    Object.assign(seen, { command, selected: area.value.slice(area.selectionStart, area.selectionEnd), attached: area.isConnected });
    if (result instanceof Error) throw result;
    return result;
  });
  Object.defineProperty(document, 'execCommand', { value: fake, configurable: true });
  return { fake, seen };
}

beforeAll(async () => {
  initI18n('en-US');
  // The toast loads its runtime lazily; on a cold machine that import could still be running
  // when this file's environment is torn down. Loaded here, the later import resolves at once.
  await import('../../src/platform/toastRuntime');
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
  Reflect.deleteProperty(document, 'execCommand');
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('copyText', () => {
  it('uses the Clipboard API when there is one', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    clipboard(writeText);
    const { fake } = execCommand(true);
    await expect(copyText('hello')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('hello');
    expect(fake).not.toHaveBeenCalled();
  });

  it('falls back to a hidden textarea when the Clipboard API is missing', async () => {
    clipboard(undefined);
    const { seen } = execCommand(true);
    await expect(copyText('hello')).resolves.toBe(true);
    expect(seen).toEqual({ command: 'copy', selected: 'hello', attached: true });
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('falls back when the Clipboard API refuses, and reports a failed fallback', async () => {
    clipboard(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    const { fake } = execCommand(false);
    await expect(copyText('hello')).resolves.toBe(false);
    expect(fake).toHaveBeenCalledWith('copy');
  });

  it('resolves false when execCommand throws, or is missing too', async () => {
    clipboard(undefined);
    execCommand(new Error('not allowed'));
    await expect(copyText('hello')).resolves.toBe(false);
    Reflect.deleteProperty(document, 'execCommand');
    await expect(copyText('hello')).resolves.toBe(false);
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('gives the focus back to where it was', async () => {
    clipboard(undefined);
    execCommand(true);
    const button = document.body.appendChild(document.createElement('button'));
    button.focus();
    await copyText('hello');
    expect(document.activeElement).toBe(button);
  });
});

describe('copyAndTell', () => {
  it('says copy success', async () => {
    clipboard(() => Promise.resolve());
    const show = vi.spyOn(toast, 'showToast');
    await expect(copyAndTell('hello')).resolves.toBe(true);
    expect(show).toHaveBeenCalledWith({ title: 'Copied', icon: 'success' });
  });

  it('says copy failed', async () => {
    clipboard(undefined);
    const show = vi.spyOn(toast, 'showToast');
    await expect(copyAndTell('hello')).resolves.toBe(false);
    expect(show).toHaveBeenCalledWith({ title: 'Copy failed', icon: 'error' });
  });
});

describe('copyWithoutSoftHyphens', () => {
  /** Copies what is selected of `html`, as the browser's copy event does; what the page put on the clipboard by type, and whether it kept the browser's own. */
  function copy(html: string) {
    document.body.innerHTML = html;
    const range = document.createRange();
    range.selectNodeContents(document.body);
    getSelection()!.removeAllRanges();
    getSelection()!.addRange(range);
    const put = new Map<string, string>();
    const event = new Event('copy', { cancelable: true });
    Object.defineProperty(event, 'clipboardData', { value: { setData: (type: string, data: string) => put.set(type, data) } });
    document.dispatchEvent(event);
    return { put, ownCopy: event.defaultPrevented };
  }

  beforeAll(() => copyWithoutSoftHyphens(document));

  it('copies a text drawn with soft hyphens without them, as plain text and as markup', () => {
    const { put, ownCopy } = copy('<p>Inter\u00adna\u00adtio\u00adnal <b>trans\u00adfron\u00adtei\u00adriço</b></p>');
    expect(ownCopy).toBe(true);
    expect(put.get('text/plain')).toBe('International transfronteiriço');
    expect(put.get('text/html')).toBe('<p>International <b>transfronteiriço</b></p>');
  });

  it('leaves a copy with no soft hyphen to the browser', () => {
    const { put, ownCopy } = copy('<p>Macao Trade Expo</p>');
    expect(ownCopy).toBe(false);
    expect(put.size).toBe(0);
  });
});
