// The programme in every engine, each at its visitors' size (lane.ts): the page a visitor at the venue opens most, and
// the one whose day keys once came from a locale's formatted text (WebKit's en-CA writes
// 10/22/2026: it listed no session). The kitchen-sink site's event 9001 is in Macau (UTC+8), four
// days from 22 to 25 October 2026; the lane's browsers run in Europe/Lisbon (lane.ts), a visitor
// away from the venue, so both zones show.
import ICAL from 'ical.js';
import en from '../../../src/modules/schedule/locales/en-US.json' with { type: 'json' };
import { downloadsOf, interceptDownloads } from './downloads';
import { expect, inOtherEngines } from './lane';
import { addressOf, choose, clickOn, textOf, type Visitor } from './visitor';

const PROGRAMME = '/site/subPages/schedule/index?siteId=9101';
const LIST = '[data-list-type="schedule"]';

const shownIds = (visitor: Visitor) => visitor.evaluate((list) => [...document.querySelectorAll(`${list} [data-session-id]`)].map((row) => row.getAttribute('data-session-id')), LIST);
const dayLabels = (visitor: Visitor) =>
  visitor.evaluate((list) => [...document.querySelectorAll(`${list} [role="tab"]`)].map((tab) => (tab as HTMLElement).innerText.replace(/\s+/g, ' ').trim()), LIST);
/** A session row's text with every kind of space as one (engines write "9:30 AM" with U+202F or a plain space). */
const rowText = (visitor: Visitor, id: string) => textOf(visitor, `${LIST} [data-session-id="${id}"]`);

inOtherEngines('the programme lists each day, filters by venue and words, shows both zones and makes a calendar file', async ({ open, width }) => {
  const visitor = await open();
  await visitor.open(PROGRAMME);
  await expect.poll(() => dayLabels(visitor), { timeout: 15_000 }).toEqual(['Thu Oct 22', 'Fri Oct 23', 'Sat Oct 24', 'Sun Oct 25']);

  // Each day lists its sessions, the day in the address.
  const perDay: string[][] = [];
  for (const [day, label] of [['2026-10-22', 'Oct 22'], ['2026-10-23', 'Oct 23'], ['2026-10-24', 'Oct 24'], ['2026-10-25', 'Oct 25']] as const) {
    await clickOn(visitor, `${LIST} [role="tab"]`, label);
    await expect.poll(() => addressOf(visitor)).toContain(`day=${day}`);
    await expect.poll(() => visitor.evaluate((list) => document.querySelector(`${list} [role="tab"][aria-selected="true"]`)?.textContent ?? '', LIST)).toContain(label);
    // The list follows the tab a render later (a deferred value): until it has, it shows the day before's sessions.
    const before = perDay.at(-1)?.join() ?? '';
    let shown: string[] = [];
    await expect
      .poll(async () => {
        shown = (await shownIds(visitor)) as string[];
        return shown.length > 0 && shown.join() !== before;
      }, { message: `sessions on ${day}` })
      .toBe(true);
    perDay.push(shown);
  }
  expect(new Set(perDay.flat()).size, 'no session listed on two days').toBe(perDay.flat().length);

  // The venue's zone, then the visitor's: 09:30 in Macau is 02:30 in Lisbon (summer time until 25 October).
  await clickOn(visitor, `${LIST} [role="tab"]`, 'Oct 22');
  await expect.poll(() => rowText(visitor, '801')).toContain('9:30 AM');
  expect(await textOf(visitor, LIST)).toMatch(/Times are the venue's: .+ \(GMT\+8\)\./);
  await clickOn(visitor, `${LIST} button`, en.zone.toViewer);
  await expect.poll(() => rowText(visitor, '801')).toContain('2:30 AM');
  expect(await textOf(visitor, LIST)).toMatch(/Times are yours: .+ \(GMT\+1\)\./);
  await clickOn(visitor, `${LIST} button`, en.zone.toEvent);
  await expect.poll(() => rowText(visitor, '801')).toContain('9:30 AM');

  // Filters: a venue, then words typed into the search box.
  await clickOn(visitor, `${LIST} [role="tab"]`, 'Oct 23');
  await choose(visitor, en.venue, 'Forum Room 2', LIST);
  await expect.poll(() => shownIds(visitor)).toEqual(['805', '808']);
  await visitor.click(`${LIST} input[type="search"]`);
  await visitor.type('pitch');
  await expect.poll(() => addressOf(visitor)).toContain('q=pitch');
  await expect.poll(() => shownIds(visitor)).toEqual(['808']);

  // The rooms side by side: a desktop's view (a phone keeps the list), Firefox's here.
  if (width === 'desktop') {
    await visitor.open(`${PROGRAMME}&day=2026-10-24`);
    await expect.poll(() => shownIds(visitor).then((ids) => ids.length), { timeout: 15_000 }).toBeGreaterThan(0);
    await clickOn(visitor, `${LIST} button`, en.layout.grid);
    await expect
      .poll(() => visitor.evaluate((list) => [...document.querySelectorAll(`${list} [role="region"] h3`)].map((heading) => heading.textContent), LIST))
      .toEqual(['Hall A Main Stage', 'Forum Room 1', 'Forum Room 2', 'Business Matching Lounge']);
  }

  // A session into the calendar: the file the engine makes holds its exact times.
  await visitor.open(`${PROGRAMME}&day=2026-10-22`);
  await expect.poll(() => rowText(visitor, '801'), { timeout: 15_000 }).toContain('MITE 2026 Opening Ceremony');
  await interceptDownloads(visitor);
  await clickOn(visitor, `${LIST} [data-session-id="801"] button`, en.calendar.add);
  await expect.poll(() => downloadsOf(visitor).then((files) => files.length)).toBe(1);
  const [file] = await downloadsOf(visitor);
  expect(file?.name).toBe('MITE 2026 Opening Ceremony.ics');
  const calendar = new ICAL.Component(ICAL.parse(file!.text));
  const [session] = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
  expect(session!.startDate.toJSDate().toISOString()).toBe('2026-10-22T01:30:00.000Z');
  expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Asia/Macau');
});

inOtherEngines("my agenda keeps a signed-out visitor's sessions in the browser, across a reload", async ({ open }) => {
  const visitor = await open();
  await visitor.open(`${PROGRAMME}&day=2026-10-23`);
  await expect.poll(() => rowText(visitor, '805'), { timeout: 15_000 }).not.toBe('');
  await clickOn(visitor, `${LIST} [data-session-id="805"] button[aria-pressed]`, '');
  await expect.poll(() => visitor.evaluate((list) => document.querySelector(`${list} [data-session-id="805"] button[aria-pressed]`)?.getAttribute('aria-pressed'), LIST)).toBe('true');
  await clickOn(visitor, `${LIST} button`, en.layout.agenda);
  await expect.poll(() => addressOf(visitor)).toContain('view=agenda');
  await expect.poll(() => textOf(visitor, LIST)).toContain(en.agenda.count.replace('{{count}}', '1'));
  await visitor.open(await addressOf(visitor));
  await expect.poll(() => textOf(visitor, LIST), { timeout: 15_000 }).toContain(en.agenda.count.replace('{{count}}', '1'));
  expect(await shownIds(visitor)).toEqual(['805']);
});
