import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { response, fixtureBundles } from '../../fixtures/index';
import { questionGroups, type QuestionGroup } from '../../schemas/content/questions';
import QuestionsPage from '../../src/pages/questions/QuestionsPage';
import { filterQuestions, questionCount, shownGroups } from '../../src/pages/questions/shownQuestions';
import { replayEachTest } from './support/pageTests';
import { renderInApp } from './support/renderInApp';
import { replayFetch } from './support/replayFetch';
import { address, back, RouterProbe } from './support/routerProbe';

const session = vi.hoisted(() => ({ driver: null as unknown }));
vi.mock('../../src/auth/drivers', () => ({ loadDriver: () => Promise.resolve(session.driver) }));

const expo = fixtureBundles().get('demo-expo')!;
/** The demo expo's recorded Q&A in a language, as the client parses it. */
const recorded = (lang: string): QuestionGroup[] =>
  questionGroups.parse((response(expo, 'Cms', 'GetQuestionList', `88001_${lang}`) as { returnObj: unknown }).returnObj);
const ids = (groups: QuestionGroup[]) => groups.flatMap((group) => group.questions.map((question) => question.id));

describe('Cms/GetQuestionList reply', () => {
  it('leaves out a bad question alone, and a bad group alone', () => {
    const parsed = questionGroups.parse([
      { id: 1, name: 'Tickets', questions: [{ id: 11, question: 'Free?', answer: '<p>Yes</p>' }, { id: 12, question: '' }, { question: 'No id' }, { id: 13, question: 'Badge?', answer: null }] },
      { name: 'No id' },
      { id: 2, name: 'Travel', questions: 'not a list' },
      { id: 3, name: 'Venue' },
    ]);
    expect(parsed.map((group) => [group.id, group.questions.map((question) => question.id)])).toEqual([
      ['1', ['11', '13']],
      ['3', []],
    ]);
  });

  it('records at least 3 groups and 10 questions in every language, with the same ids', () => {
    for (const lang of ['en-US', 'zh-CN', 'zh-HK', 'pt-PT']) {
      expect(recorded(lang).length).toBeGreaterThanOrEqual(3);
      expect(ids(recorded(lang))).toEqual(ids(recorded('en-US')));
    }
    expect(ids(recorded('en-US')).length).toBeGreaterThanOrEqual(10);
  });
});

describe('shownGroups', () => {
  it('orders groups and questions by sort (unsorted last, in the order sent), shows a repeated question once and no empty group', () => {
    const q = (id: string, sort?: number) => ({ id, question: `Q${id}`, answer: null, sort });
    const groups: QuestionGroup[] = [
      { id: 'a', name: 'A', sort: 2, questions: [q('3'), q('2', 2), q('1', 1)] },
      { id: 'b', name: 'B', sort: 1, questions: [q('4'), q('1')] },
      { id: 'c', name: 'C', questions: [] },
    ];
    expect(shownGroups(groups).map((group) => [group.id, ids([group])])).toEqual([
      ['b', ['4', '1']],
      ['a', ['2', '3']],
    ]);
  });
});

describe('filterQuestions', () => {
  const english = recorded('en-US');

  it('keeps every group and question for no keywords or spaces only', () => {
    expect(filterQuestions(english, '   ')).toEqual(english);
    expect(questionCount(english)).toBe(12);
  });

  it('finds words in the answer text, never in its markup', () => {
    expect(ids(filterQuestions(english, 'light rail'))).toEqual(['889021']);
    expect(ids(filterQuestions(english, 'href'))).toEqual([]);
    expect(ids(filterQuestions(english, 'registration.example.com'))).toEqual([]);
  });

  it('needs every word, in any order, whatever the case or width', () => {
    expect(ids(filterQuestions(english, 'WI-FI'))).toEqual(['889023']);
    expect(ids(filterQuestions(english, 'ｗｉ－ｆｉ password'))).toEqual(['889023']);
    expect(ids(filterQuestions(english, 'wi-fi parking'))).toEqual([]);
  });

  it('ignores accents: "sessao" finds "sessão" in Portuguese', () => {
    const found = filterQuestions(recorded('pt-PT'), 'sessao');
    expect(ids(found)).toEqual(['889031']);
    expect(found.map((group) => group.name)).toEqual(['Programa e sessões']);
    expect(ids(filterQuestions(recorded('pt-PT'), 'INSCRICAO'))).toEqual(expect.arrayContaining(['889011']));
  });

  it('searches Chinese in either script as written', () => {
    expect(ids(filterQuestions(recorded('zh-CN'), '轻轨'))).toEqual(['889021']);
    expect(ids(filterQuestions(recorded('zh-HK'), '輕軌'))).toEqual(['889021']);
  });
});

describe('Q&A page', () => {
  const calls = replayEachTest(session, ['questions:']);
  beforeEach(() => {
    Element.prototype.scrollIntoView = vi.fn();
    // jsdom lays nothing out: the anchor's watch for a growing page has nothing to watch.
    vi.stubGlobal('ResizeObserver', class { observe() {} disconnect() {} });
  });

  const open = (at: string) =>
    renderInApp(
      at,
      '/subPages/qa/*',
      <>
        <RouterProbe />
        <Routes>
          <Route path="index" element={<QuestionsPage />} />
        </Routes>
      </>,
    );
  const searchBox = () => within(screen.getByRole('search', { name: 'Question search' })).getByRole('searchbox', { name: 'Search questions and answers' });

  it('shows the groups under headings, narrows on a search kept in the address, and Back restores the list', async () => {
    open('/subPages/qa/index?siteId=1001');
    await screen.findByText('Questions: 12');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Tickets and registration',
      'Getting there and the venue',
      'Programme and sessions',
      'Exhibitors and business matching',
    ]);
    const body = calls.mock.calls.find(([input]) => String(input).endsWith('Cms/GetQuestionList'))?.[1]?.body;
    expect(JSON.parse(String(body))).toEqual({ bventId: '88001', lang: 'en-US' });
    fireEvent.change(searchBox(), { target: { value: 'parking' } });
    fireEvent.submit(searchBox().closest('form')!);
    await screen.findByText('Questions found: 1');
    expect(address().searchParams.get('keywords')).toBe('parking');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Getting there and the venue']);
    fireEvent.change(searchBox(), { target: { value: 'quantum' } });
    fireEvent.submit(searchBox().closest('form')!);
    expect((await screen.findByText('No data')).getAttribute('role')).toBe('status');
    back();
    await screen.findByText('Questions found: 1');
  });

  it('opens the answer its address names, sanitised, and focuses it', async () => {
    open('/subPages/qa/index?siteId=1001&id=889021');
    const item = (await screen.findByText('How do I get to the exhibition centre?')).closest('details')!;
    expect(item.open).toBe(true);
    expect(item.querySelector('.answer li')?.textContent).toBe('Light rail: Cotai East station, exit B.');
    expect(item.querySelector('.answer a')?.getAttribute('rel')).toBe('noopener noreferrer');
    await waitFor(() => expect(document.activeElement).toBe(item));
    expect(screen.getByText('Where do I collect my badge?').closest('details')!.open).toBe(false);
  });

  it('says what failed with a retry when the reply is bad, and shows the list once the retry answers', async () => {
    let attempts = 0;
    calls.mockImplementation(async (input, init) => {
      if (String(input).endsWith('Cms/GetQuestionList') && attempts++ === 0) return Response.json({ isSuccess: true, businessMessage: null, sysMessage: null, businessCode: null, returnObj: { groups: 'nope' } });
      return replayFetch(input, init);
    });
    open('/subPages/qa/index?siteId=1001');
    const alert = await screen.findByRole('alert');
    expect(alert.getAttribute('data-error-kind')).toBe('invalid');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByText('Questions: 12');
  });
});
