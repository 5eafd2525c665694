import { placeModule, type Placed } from '../../renderer/PageRenderer';
import { orderModules, type OrderedModule } from '../../renderer/order';
import { registry } from '../../src/modules/registry';

export interface PlacedModule {
  ordered: OrderedModule;
  placed: Placed | Extract<OrderedModule, { ok: false }>;
}

const place = (ordered: OrderedModule): PlacedModule => ({ ordered, placed: ordered.ok ? placeModule(ordered.module, registry) : ordered });

/**
 * Each wire module's reading by the renderer, kept while the module object lives: the draft
 * keeps every module it did not change as the same object (draft.ts), so an edit to one module
 * of a 200-module page parses one module again, not 400. Null: hidden.
 */
const read = new WeakMap<object, PlacedModule | null>();

function readOne(raw: object): PlacedModule | null {
  if (!read.has(raw)) {
    const [ordered] = orderModules([raw]);
    read.set(raw, ordered ? place(ordered) : null);
  }
  return read.get(raw)!;
}

/** A terminal's modules as the renderer orders and places them, hidden ones left out, each module object read once. */
export function placedModules(modules: readonly unknown[]): PlacedModule[] {
  // What is not even an object is named by its place on the page: read the page as the renderer does.
  if (modules.some((raw) => typeof raw !== 'object' || raw === null)) return orderModules(modules).map(place);
  return modules
    .flatMap((raw) => readOne(raw as object) ?? [])
    .sort((a, b) => a.ordered.sort - b.ordered.sort);
}
