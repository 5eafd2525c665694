// The layout check (tests/e2e/layoutCheck.ts, issue 48) in Firefox and WebKit, where line
// breaking, hyphens and clamps differ most from Chromium's, each at the size its visitors bring
// (ENGINE_WIDTH): the kitchen sink's and the long-text bundle's homes in the four languages.
// Chromium walks them at six widths (layoutWalk.spec.ts).
import { languages } from '../../../src/i18n/languages';
import { ADDRESS_PATTERN } from '../../../src/theme/words';
import { KITCHEN_SINK } from '../../support/kitchenSink';
import { LONG_TEXT } from '../../support/longTextFixture';
import { detailOf } from '../fixtureData';
import { layoutCheck } from '../layoutCheck';
import { expect, inOtherEngines } from './lane';
import type { Visitor } from './visitor';

const BUNDLES = { 'kitchen sink': KITCHEN_SINK.siteIds, 'long text': LONG_TEXT.siteIds } as const;
/** How long a home may take to have every module in place and nothing loading, on a busy machine. */
const SETTLED_WITHIN_MS = 30_000;

for (const [bundle, siteIds] of Object.entries(BUNDLES)) {
  inOtherEngines(`nothing covers, cuts or breaks what a visitor reads on the ${bundle} home, in every language`, async ({ open, width }) => {
    const visitor = await open();
    const found: string[] = [];
    for (const { code } of languages) {
      const siteId = siteIds[code];
      await visitor.open(`/site/?siteId=${siteId}`);
      await settled(visitor, detailOf(`${siteId}01`, width === 'phone' ? 'mobile' : 'pc').modules.map((module) => module.id));
      const { faults, scrollWidth, innerWidth } = await visitor.evaluate(layoutCheck, ADDRESS_PATTERN);
      if (scrollWidth > innerWidth) found.push(`${code}: the page scrolls sideways (${scrollWidth} px wide)`);
      found.push(...faults.map((fault) => `${code}, ${fault.where}: ${fault.rule}: ${fault.what} ${JSON.stringify(fault.boxes)}`));
    }
    expect(found, found.join('\n')).toEqual([]);
  });
}

/** Waits until every module of the page is in place, nothing says it is loading and the fonts are in. */
async function settled(visitor: Visitor, moduleIds: string[]): Promise<void> {
  const ready = () =>
    visitor.evaluate(
      async (ids) => ids.every((id) => document.getElementById(id)) && !document.querySelector('#root [aria-busy="true"]') && (await document.fonts.ready, true),
      moduleIds,
    );
  await expect.poll(ready, { message: 'every module in place, nothing loading, the fonts in', timeout: SETTLED_WITHIN_MS }).toBe(true);
}
