import type * as z from 'zod/mini';
import type { placeModule } from '../../../renderer/PageRenderer';
import { shownConfig } from '../../../renderer/shownConfig';
import type { PageDetail, Terminal } from '../../../schemas/page';
import { detailFor } from '../../../src/site/resolvePage';
import { placedModules } from '../placed';

const TERMINALS: readonly Terminal[] = ['pc', 'mobile'];

type ParsedModule = Extract<ReturnType<typeof placeModule>, { ok: true }>['module'];

/** A module as one terminal shows it to visitors. */
export interface ShownModule {
  terminal: Terminal;
  /** The detail the terminal shows: its own, or the other terminal's when the page has only that one. */
  page: PageDetail;
  module: ParsedModule;
  /** The schema that parsed it, to tell its fields' kinds by. */
  schema: z.core.$ZodType;
  /** The parsed module less the config this terminal does not show, keyed as on the wire. */
  shown: Record<string, unknown>;
}

/** A field of the config a terminal never shows is nothing a visitor of that terminal meets. */
function shownPart(module: ParsedModule, terminal: Terminal): Record<string, unknown> {
  const config = shownConfig(module, terminal);
  const unshown = config === module.config ? 'mobileConfig' : 'config';
  const shown: Record<string, unknown> = { ...module };
  delete shown[unshown];
  return shown;
}

/**
 * Every module each terminal shows, found as the site finds them: the detail for the terminal,
 * hidden modules left out, each parsed by its type's schema from the registry. A module the
 * renderer leaves out is the report's (report.ts), not ours.
 */
export function shownModules(details: readonly PageDetail[]): ShownModule[] {
  return TERMINALS.flatMap((terminal) => {
    const page = detailFor(details, terminal);
    if (!page) return [];
    return placedModules(page.modules).flatMap(({ placed }) => {
      if (!placed.ok) return [];
      return [{ terminal, page, module: placed.module, schema: placed.definition.schema, shown: shownPart(placed.module, terminal) }];
    });
  });
}

/** The module's name on every finding about it. */
export const named = ({ module }: ShownModule) => ({ moduleId: module.id, moduleType: module.moduleType });
