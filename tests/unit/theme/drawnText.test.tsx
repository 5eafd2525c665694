// @vitest-environment node
// Unit tests compile with React's JSX runtime (vite.config.ts): this one renders through ours, as the server and the browser do.
import { renderToString } from 'react-dom/server';
import { Link, MemoryRouter } from 'react-router-dom';
import styled from 'styled-components';
import { describe, expect, it } from 'vitest';
import { Fragment, jsx, jsxs } from '../../../src/theme/jsx/jsx-runtime';

const WORD = 'Registering';
const DRAWN = 'Regis\u00adte\u00adring';
const Title = styled.h2``;
const Named = ({ label }: { label: string }) => jsx('span', { 'aria-label': label, title: label, children: label });

describe('the JSX runtime our components are compiled with', () => {
  it('draws a long word with soft hyphens in a tag, a styled element, a fragment and beside other children', () => {
    const html = renderToString(
      jsxs('div', {
        children: [jsx('p', { children: WORD }), jsx(Title, { children: WORD }), jsx(Fragment, { children: WORD }), jsxs('span', { children: ['1 ', WORD] })],
      }),
    );
    expect(html.split(DRAWN)).toHaveLength(5);
    expect(html).not.toContain(WORD);
  });

  it('draws the router’s link texts so too', () => {
    const html = renderToString(jsx(MemoryRouter, { children: jsx(Link, { to: '/a', children: WORD }) }));
    expect(html).toContain(`>${DRAWN}</a>`);
  });

  it('keeps every text that is not drawn as it came: attributes, code, a component’s own props', () => {
    const html = renderToString(jsxs('div', { children: [jsx(Named, { label: WORD }), jsx('code', { children: WORD }), jsx('title', { children: WORD })] }));
    expect(html).toContain(`aria-label="${WORD}"`);
    expect(html).toContain(`title="${WORD}"`);
    expect(html).toContain(`<code>${WORD}</code>`);
    expect(html).toContain(`<title>${WORD}</title>`);
  });
});
