// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../src/platform/sanitize';

function parse(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = sanitizeHtml(html);
  return host;
}

describe('sanitizeHtml', () => {
  it('keeps no style that places text over the page, and keeps the rest of the style', () => {
    const host = parse(
      '<p style="position: fixed; top: 0; left: 0; right: 0; bottom: 0; z-index: 9999; color: red; font-weight: bold">cover</p>' +
        '<div style="position:absolute;transform:translateY(-500px)">moved</div>' +
        '<span style="z-index: 2">stacked</span>',
    );
    const [cover, moved, stacked] = [...host.querySelectorAll<HTMLElement>('p, div, span')];
    expect(cover!.getAttribute('style')).toBe('color: red; font-weight: bold;');
    expect(moved!.hasAttribute('style')).toBe(false);
    expect(stacked!.hasAttribute('style')).toBe(false);
  });

  it('keeps no style declaration with a script address or an expression, and keeps the rest', () => {
    const host = parse(
      '<div style="background:url(javascript:alert(1)); color: red">a</div>' +
        '<div style="background-image: url(&quot; jav&#x09;ascript:alert(1)&quot;)">b</div>' +
        '<div style="width: expression(alert(1))">c</div>' +
        '<div style="background-image: url(data:text/html,x)">d</div>' +
        '<div style="background: url(java\\73 cript:alert(1))">f</div>' +
        '<div style="background-image: url(https://x.test/a.png)">e</div>',
    );
    const [script, tabbed, expression, page, escaped, picture] = host.querySelectorAll('div');
    expect(script!.getAttribute('style')).toBe('color: red;');
    expect(tabbed!.hasAttribute('style')).toBe(false);
    expect(expression!.hasAttribute('style')).toBe(false);
    expect(page!.hasAttribute('style')).toBe(false);
    expect(escaped!.hasAttribute('style')).toBe(false);
    expect(picture!.getAttribute('style')).toBe('background-image: url("https://x.test/a.png");');
  });

  it('removes script, style, iframe, form, object and embed elements', () => {
    const host = parse(
      '<p>ok</p><script>alert(1)</script><style>p{}</style><iframe src="https://x.test"></iframe>' +
        '<form action="/x"><input></form><object data="x.swf"></object><embed src="x.swf">',
    );
    expect(host.querySelector('script, style, iframe, form, object, embed')).toBeNull();
    expect(host.querySelector('p')?.textContent).toBe('ok');
  });

  it('removes event handler attributes', () => {
    const img = parse('<img src="/a.png" onerror="alert(1)" onload="alert(2)">').querySelector('img');
    expect(img?.getAttribute('src')).toBe('/a.png');
    expect(img?.getAttributeNames().filter((name) => name.startsWith('on'))).toEqual([]);
  });

  it('drops javascript: and data: links', () => {
    const links = parse('<a href="javascript:alert(1)">a</a><a href=" JaVaScRiPt:alert(1)">b</a><a href="data:text/html,<b>x</b>">c</a>').querySelectorAll('a');
    expect(links).toHaveLength(3);
    links.forEach((link) => expect(link.hasAttribute('href')).toBe(false));
  });

  it('keeps links and sources to the web or somewhere relative only: no mail, phone or data addresses', () => {
    const host = parse(
      '<a href="mailto:press@expo.test">mail</a><a href="tel:+351210000000">phone</a><a href="//cdn.test/a">web</a>' +
        '<img src="data:image/png;base64,AAAA"><img src=" DATA:image/svg+xml,x"><video src="data:video/mp4,x"></video><img src="./a.png">',
    );
    expect([...host.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([null, null, '//cdn.test/a']);
    expect([...host.querySelectorAll('img, video')].map((media) => media.getAttribute('src'))).toEqual([null, null, null, './a.png']);
    expect(host.textContent).toBe('mailphoneweb');
  });

  it('keeps safe markup and addresses', () => {
    const host = parse('<h3>Title</h3><p><strong>bold</strong> <a href="https://expo.test/a">web</a> <a href="/page?id=1">local</a></p><table><tr><td>1</td></tr></table><img src="https://cdn.test/a.png" alt="A">');
    expect(host.querySelector('h3')?.textContent).toBe('Title');
    expect(host.querySelector('strong')).not.toBeNull();
    expect([...host.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['https://expo.test/a', '/page?id=1']);
    expect(host.querySelector('td')?.textContent).toBe('1');
    expect(host.querySelector('img')?.getAttribute('alt')).toBe('A');
  });

  it('gives target=_blank links rel="noopener noreferrer"', () => {
    const link = parse('<a href="https://expo.test" target="_blank" rel="opener">x</a>').querySelector('a');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('drops other named targets', () => {
    const link = parse('<a href="https://expo.test" target="someframe">x</a>').querySelector('a');
    expect(link?.hasAttribute('target')).toBe(false);
  });
});
