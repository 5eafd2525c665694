import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { documentExamples } from '../../../src/modules/document/example';
import { fileKind, viewerHref } from '../../../src/modules/document/files';
import { PAGE_SIZE } from '../../../src/modules/shared/material/pageSize';
import { setConfig } from '../../../src/platform/config';
import { replayFetch } from '../support/replayFetch';
import { renderMaterial } from './material';

const rows = () => within(screen.getByRole('tabpanel')).getAllByRole('listitem');
const openLinks = () => screen.getAllByRole('link', { name: /^Open / });

beforeAll(() => vi.stubGlobal('fetch', replayFetch));
afterAll(() => vi.unstubAllGlobals());
afterEach(() => {
  cleanup();
  setConfig({ fileViewer: '' });
});

describe('document files', () => {
  it('knows a file’s kind by its type or its address', () => {
    expect(fileKind({ fileType: 'PDF', url: '/a' })).toBe('pdf');
    expect(fileKind({ fileType: 'docx', url: '/a' })).toBe('doc');
    expect(fileKind({ fileType: null, url: '/files/plan.xlsx?v=2' })).toBe('xls');
    expect(fileKind({ fileType: '.pptx', url: '/a' })).toBe('ppt');
    expect(fileKind({ fileType: 'zip', url: '/a.zip' })).toBe('other');
  });

  it('opens a file in the viewer with its absolute address as the url parameter, or as itself without a viewer', () => {
    expect(viewerHref('/files/a b.pdf', 'https://viewer.example.org/view?lang=en', 'https://site.example.org')).toBe(
      'https://viewer.example.org/view?lang=en&url=https%3A%2F%2Fsite.example.org%2Ffiles%2Fa%2520b.pdf',
    );
    expect(viewerHref('/files/a.pdf', '', 'https://site.example.org')).toBe('https://site.example.org/files/a.pdf');
    expect(viewerHref('https://cdn.example.org/a.pdf', '', 'https://site.example.org')).toBe('https://cdn.example.org/a.pdf');
    // An address that passes the safe-URL check but no parser reads opens nothing, and breaks nothing.
    expect(viewerHref('http://x" onerror="window.__xss=1', 'https://viewer.example.org/view', 'https://site.example.org')).toBeNull();
  });
});

describe('document module', () => {
  it('shows five lines, each with its kind, size and date, then five more on demand until there are no more', async () => {
    expect(PAGE_SIZE.document).toBe(5);
    await renderMaterial(documentExamples['en-US'], 'pc');
    expect(rows()).toHaveLength(5);
    expect(rows()[0]!.textContent).toContain('Exhibitor manual 2026');
    expect(rows()[0]!.textContent).toContain('PDF document · 2 kB · Sep 10, 2026');
    expect(rows()[0]!.querySelector('svg')?.dataset.kind).toBe('pdf');
    expect(rows()[1]!.querySelector('svg')?.dataset.kind).toBe('xls');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows()).toHaveLength(7));
    expect(rows()[5]!.querySelector('svg')?.dataset.kind).toBe('other');
    expect(screen.getByText('No more items')).toBeTruthy();
  });

  it('opens the file itself in a new tab when no viewer is configured', async () => {
    await renderMaterial(documentExamples['en-US'], 'pc');
    const link = openLinks()[0]!;
    expect(link.getAttribute('aria-label')).toBe('Open Exhibitor manual 2026 (new tab)');
    expect(link.getAttribute('href')).toBe(`${window.location.origin}/files/demo-expo/docs/9321-1.pdf`);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('opens the configured file viewer with the file’s address', async () => {
    setConfig({ fileViewer: 'https://viewer.example.org/view' });
    await renderMaterial(documentExamples['en-US'], 'mobile');
    const href = new URL(openLinks()[0]!.getAttribute('href')!);
    expect(href.origin + href.pathname).toBe('https://viewer.example.org/view');
    expect(href.searchParams.get('url')).toBe(`${window.location.origin}/files/demo-expo/docs/9321-1.pdf`);
  });

  it('switches groups and writes sizes and dates the visitor’s way', async () => {
    await renderMaterial(documentExamples['pt-PT'], 'pc', 'pt-PT');
    fireEvent.click(screen.getByRole('tab', { name: 'Comunicados de imprensa' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows()[0]!.textContent).toContain('Documento PDF · 2 kB · 10/10/2026');
    expect(screen.getByText('Não há mais itens')).toBeTruthy();
  });
});
