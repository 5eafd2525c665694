import type { PageDetail } from '../../../schemas/page';
import type { PageSummary } from '../bundles';
import type { PageReport } from '../report';
import { unseenFindings } from './audience';
import { contrastFindings } from './contrast';
import { joinTerminals, type Finding, type ReadinessItem } from './items';
import { linkFindings } from './links';
import { pictureFindings } from './pictures';
import type { PictureProbe } from './probe';
import { shownModules, type ShownModule } from './shown';

export type { ReadinessItem, ReadinessKind } from './items';
export type { FieldPath } from './fields';
export type { PictureProbe } from './probe';
export { HEAVY_PICTURE_BYTES, pictureAddresses } from './pictures';
export { AA_TEXT_CONTRAST } from './contrast';

export interface ReadinessInput {
  /** The draft page's details, parsed (schemas/page.ts), one per terminal. */
  details: readonly PageDetail[];
  /** The renderer's faults (report.ts `pageReport`). */
  report: PageReport;
  /** The site's page tree. */
  pages: readonly PageSummary[];
  /** What the browser found of each picture address; an address absent is not probed yet. */
  pictures: ReadonlyMap<string, PictureProbe>;
}

/** What the checks found of each parsed module (kept by placed.ts while its wire object lives), per terminal, with what they read besides it. */
const checked = new WeakMap<object, { inputs: { terminal: string; background: unknown; pages: unknown; pictures: unknown }; findings: Finding[] }[]>();

/**
 * Everything that keeps the page from being ready to publish: the renderer's faults first, then,
 * module by module in page order, what visitors would meet in the modules it shows (links that
 * lead nowhere, pictures that fail or weigh too much, text below AA, modules no one may see).
 * A finding on both terminals is one item naming both.
 */
export function pageReadiness({ details, report, pages, pictures }: ReadinessInput): ReadinessItem[] {
  const checks: ((shown: ShownModule) => Finding[])[] = [linkFindings(pages), pictureFindings(pictures), contrastFindings, unseenFindings];
  const faults = report.faults.map(({ moduleId, moduleType, kind, issues, terminals }): ReadinessItem => ({ kind: 'fault', moduleId, moduleType, terminals: [...terminals], detail: { fault: kind, issues } }));
  const findingsOf = (shown: ShownModule) => {
    // A module's findings depend on it, its terminal, the page's colour, the site's pages and the pictures probed: while none changed, they stand.
    const inputs = { terminal: shown.terminal, background: shown.page.backgroundColor, pages, pictures };
    const known = checked.get(shown.module)?.find((entry) => Object.entries(inputs).every(([key, value]) => entry.inputs[key as keyof typeof inputs] === value));
    if (known) return known.findings;
    const findings = checks.flatMap((check) => check(shown));
    checked.set(shown.module, [...(checked.get(shown.module) ?? []).filter((entry) => entry.inputs.terminal !== shown.terminal), { inputs, findings }]);
    return findings;
  };
  const found = shownModules(details).flatMap((shown) => findingsOf(shown).map((finding) => ({ terminal: shown.terminal, finding })));
  return [...faults, ...joinTerminals(found)];
}
