// Organiser HTML rendered on a server (issue 31) is made inert by the same rules and hooks as in
// the browser, in a window the server makes (jsdom): every markup vector of the e2e suite's XSS
// corpus comes out with no script, handler, script address, frame, form or placing style. With
// no window given, sanitizing throws: DOMPurify without one would hand the HTML back as it came.
import { JSDOM } from 'jsdom';
import { describe, expect, it, vi } from 'vitest';
import { sanitizeHtml, sanitizeIn } from '../../src/platform/sanitize';
import { MARKUP, withSentinels } from '../e2e/xss/vectors';

const SCRIPT_ADDRESS = /^\s*(?:javascript|vbscript|data):/i;
const FORBIDDEN = 'script, style, iframe, frame, form, object, embed, link, meta, base';

describe('organiser HTML sanitized on a server', () => {
  it('throws where no window was given, rather than return the HTML as it came', () => {
    expect(typeof window).toBe('undefined');
    expect(() => sanitizeHtml('<img src=x onerror=alert(1)>')).toThrow();
  });

  it('leaves every vector of the XSS corpus inert, in the window the server made', () => {
    const made = new JSDOM('').window;
    sanitizeIn(made as unknown as Window);
    const host = made.document.createElement('div');
    for (const vector of withSentinels(MARKUP)) {
      host.innerHTML = sanitizeHtml(vector);
      const where = `vector ${JSON.stringify(vector)}`;
      expect(host.querySelectorAll(FORBIDDEN).length, where).toBe(0);
      for (const element of host.querySelectorAll('*')) {
        for (const { name, value } of element.attributes) {
          expect(name.startsWith('on'), `${where}: ${name}`).toBe(false);
          if (['href', 'src', 'xlink:href', 'action', 'formaction'].includes(name)) expect(value, `${where}: ${name}`).not.toMatch(SCRIPT_ADDRESS);
        }
      }
    }
  });

  it('applies our own hooks there too: placing styles go, the rest of the style stays, new tabs get noopener', () => {
    sanitizeIn(new JSDOM('').window as unknown as Window);
    expect(sanitizeHtml('<p style="position: fixed; inset: 0; color: red">cover</p>')).toBe('<p style="color: red;">cover</p>');
    expect(sanitizeHtml('<a href="https://example.org" target="_blank">out</a>')).toBe('<a href="https://example.org" target="_blank" rel="noopener noreferrer">out</a>');
  });

  it('parses a text once: the same HTML again is answered from what was kept, a new window parses afresh, a huge text is not kept', () => {
    const first = new JSDOM('').window;
    sanitizeIn(first as unknown as Window);
    const parses = vi.spyOn(first.DOMParser.prototype, 'parseFromString');
    const text = '<p onclick="steal()">Doors open at nine</p><img src=x onerror=alert(1)>';
    const inert = sanitizeHtml(text);
    expect(inert).toBe('<p>Doors open at nine</p><img src="x">');
    expect(sanitizeHtml(text)).toBe(inert);
    expect(parses).toHaveBeenCalledTimes(1);
    const second = new JSDOM('').window;
    sanitizeIn(second as unknown as Window);
    const parsesThere = vi.spyOn(second.DOMParser.prototype, 'parseFromString');
    expect(sanitizeHtml(text)).toBe(inert);
    expect(parsesThere).toHaveBeenCalledTimes(1);
    const huge = `<p>${'padding '.repeat(3_000)}</p>`;
    expect(sanitizeHtml(huge)).toBe(sanitizeHtml(huge));
    expect(parsesThere).toHaveBeenCalledTimes(3);
  });
});
