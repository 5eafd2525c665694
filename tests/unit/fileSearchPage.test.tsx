import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import FileSearch from '../../src/pages/files/FileSearch';
import type { MaterialKind } from '../../schemas/content/material';
import { renderInApp } from './support/renderInApp';
import { replayFetch } from './support/replayFetch';
import { replayEachTest } from './support/pageTests';
import { address, back, RouterProbe } from './support/routerProbe';

const session = vi.hoisted(() => ({ driver: null as unknown }));
vi.mock('../../src/auth/drivers', () => ({ loadDriver: () => Promise.resolve(session.driver) }));

const ROUTE = { picture: '/pages/picture/search/index', video: '/pages/video/search/index', document: '/pages/document/search/index' } as const;
const FILE_LIST = 'Material/GetFileListInGroup';

const calls = replayEachTest(session, ['file-search', 'material-']);
/** The bodies of the file-list calls made so far. */
const fileCalls = () => calls.mock.calls.filter(([input]) => String(input).endsWith(FILE_LIST)).map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

function open(kind: MaterialKind, query: string) {
  return renderInApp(
    `${ROUTE[kind]}?${query}`,
    ROUTE[kind],
    <>
      <RouterProbe />
      <FileSearch kind={kind} />
    </>,
  );
}

const status = (text: string) => screen.findByText(text, { selector: '[role="status"]' }, { timeout: 5000 });

// The pages load their rows' code on first use: on a busy machine a test may wait its whole 5 s
// for a status, which the default test limit of 5 s would cut short.
describe('file search pages', { timeout: 20_000 }, () => {
  it('searches the event’s picture groups by the address’s keyword, 100 to a page, with the groups holding finds as tabs', async () => {
    // The demo expo in English (event 88001); this old link names no module.
    open('picture', 'siteId=1001&keyword=hall');
    await status('Pictures found: 3');
    const bodies = fileCalls();
    expect(bodies.map((body) => body.groupId).sort()).toEqual(['88501', '88502']);
    for (const body of bodies) expect(body).toMatchObject({ keyWords: 'hall', pageNo: 1, pageSize: 100, bventId: '88001', siteId: '1001', language: 'en-US', isAllGroup: false });
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Exhibition halls', 'Forum stage']);
    expect(screen.getByRole('button', { name: 'Open picture: Hall A on opening morning' })).toBeTruthy();
    fireEvent.click(tabs[1]!);
    await screen.findByRole('button', { name: 'Open picture: Main hall forum stage' });
    expect(screen.getByText('No more items')).toBeTruthy();
  });

  it('puts a new search in the address as a new entry, and Back brings the previous one', async () => {
    open('video', 'siteId=1001');
    await status('Videos found: 3');
    const box = within(screen.getByRole('search', { name: 'Video search' })).getByRole('searchbox', { name: 'Video keywords' });
    fireEvent.change(box, { target: { value: ' tour ' } });
    fireEvent.submit(box.closest('form')!);
    await status('Videos found: 1');
    expect(address().searchParams.get('keyword')).toBe('tour');
    expect(fileCalls().at(-1)).toMatchObject({ keyWords: 'tour', groupId: '88511' });
    back();
    await status('Videos found: 3');
    expect(address().searchParams.get('keyword')).toBeNull();
    expect((box as HTMLInputElement).value).toBe('');
  });

  it('says no data when nothing is found', async () => {
    open('document', 'siteId=1001&keyword=zebra');
    await status('Documents found: 0');
    expect(screen.getByText('No data')).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('pages documents five at a time (documents line 5), then says there are no more', async () => {
    open('document', 'siteId=1001&groupId=88521');
    await status('Documents found: 7');
    expect(fileCalls().map((body) => body.groupId)).toEqual(['88521']);
    expect(fileCalls()[0]).toMatchObject({ pageSize: 5, pageNo: 1, keyWords: '' });
    expect(screen.getAllByRole('link', { name: /^Open .* \(new tab\)$/ })).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^Open .* \(new tab\)$/ })).toHaveLength(7));
    expect(fileCalls().at(-1)).toMatchObject({ pageNo: 2, pageSize: 5 });
    expect(screen.getByText('No more items')).toBeTruthy();
  });

  it('searches the groups of the module its link names, on the page that holds it', async () => {
    // Kitchen sink in English: the picture module 91010107 on page 910101 shows groups 9301 and 9302.
    open('picture', 'siteId=9101&pageId=910101&moduleId=91010107');
    await status('Pictures found: 10');
    expect(fileCalls().map((body) => body.groupId).sort()).toEqual(['9301', '9302']);
    expect(calls.mock.calls.some(([input]) => String(input).endsWith('Page/Detail'))).toBe(true);
  });

  it('says module not found when the page does not hold the module', async () => {
    open('video', 'siteId=9101&pageId=910101&moduleId=91010107');
    expect(await screen.findByText('Module not found')).toBeTruthy();
    expect(fileCalls()).toEqual([]);
  });

  it('shows a bad reply as a translated error with a retry that asks again', async () => {
    let fail = true;
    calls.mockImplementation(async (input, init) => {
      if (fail && String(input).endsWith(FILE_LIST)) return new Response(JSON.stringify({ isSuccess: true, returnObj: { list: 'broken' } }), { status: 200 });
      return replayFetch(input, init);
    });
    open('picture', 'siteId=1001&keyword=hall');
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('The server sent data we could not read.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await status('Pictures found: 3');
  });
});
