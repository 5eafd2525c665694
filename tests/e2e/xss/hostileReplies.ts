// Recorded gateway replies with XSS vectors in every field that reaches the page: rich text gets
// the whole markup corpus, addresses the address corpus, every other text field the next markup
// vector in turn. Ids, types, dates and colours are kept (a page whose ids are vectors shows
// nothing). A field whose vector the client's schemas refuse (the reply, a module, a list item)
// keeps its recorded value: the page then shows the reply rather than an error or a gap, so the
// vectors reach the DOM.
import { CALLS } from '../../../schemas/calls';
import { reportLeftOutItemsTo } from '../../../schemas/keptList';
import { moduleSchemas } from '../../../schemas/modules';
import { ADDRESSES, MARKUP, withSentinels } from './vectors';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = (string | number)[];

const MARKUP_VECTORS = withSentinels(MARKUP);
const ADDRESS_VECTORS = withSentinels(ADDRESSES);
const RICH_TEXT = MARKUP_VECTORS.join('\n');

/** Fields that name or order things rather than say anything: kept as recorded. */
const KEPT_KEY = /(?:^id|Id|Ids|^pkey|Key|^key|^type|Type|Code|^code|^lang|Language|^language|^terminal|Date|^date|Time|^time|Color|Colour|Zone|^sort|Sort|Status|^status|Mode|^mode|^alignment|^unit|^version)$/;
const KEPT_VALUE = /^(?:\d+|\d{4}-\d\d-\d\d.*|#[\da-f]{3,8}|rgba?\(.*|hsla?\(.*)$/i;
const ADDRESS_KEY = /(?:url|Url|URL|href|Href|src|Src|link|Link|image|Image|img|Img|avatar|Avatar|logo|Logo|cover|Cover|picture|Picture|icon|Icon|poster|Poster|file|File)$/;

export interface Rewriting {
  /** The plain-text vectors put into fields, to look for in the page's text. */
  texts: Set<string>;
  /** How many fields took a vector. */
  fields: number;
}

/** Takes vectors in turn, so every vector of a corpus is used once fields outnumber it. */
class Turns {
  private next = 0;
  constructor(private readonly vectors: readonly string[]) {}
  take(): string {
    const vector = this.vectors[this.next % this.vectors.length]!;
    this.next += 1;
    return vector;
  }
}

const markupTurns = new Turns(MARKUP_VECTORS);
const addressTurns = new Turns(ADDRESS_VECTORS);

function hostile(key: string, value: string, rewriting: Rewriting): string {
  if (/<[a-z][^>]*>/i.test(value)) return RICH_TEXT;
  if (ADDRESS_KEY.test(key) || /^(?:https?:|\/)/.test(value)) return addressTurns.take();
  const text = markupTurns.take();
  rewriting.texts.add(text);
  return text;
}

/** Every field given a vector: its path and the vector. */
function vectorsFor(value: Json, key: string, path: Path, rewriting: Rewriting): { path: Path; vector: string }[] {
  if (typeof value === 'string') {
    if (KEPT_KEY.test(key) || KEPT_VALUE.test(value.trim())) return [];
    return [{ path, vector: hostile(key, value, rewriting) }];
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => vectorsFor(item, key, [...path, index], rewriting));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([name, item]) => vectorsFor(item, name, [...path, name], rewriting));
  return [];
}

interface Parser {
  safeParse(value: unknown): { success: boolean; error?: { issues: { path: PropertyKey[] }[] } };
}

/** Where `returnObj` fails its call's schema, and for a page detail each module its type's. */
function refusals(call: string, returnObj: Json): Path[] {
  const schema = (CALLS as Record<string, { returnObj: Parser } | undefined>)[call]?.returnObj;
  const paths: Path[] = [];
  const check = (parser: Parser, value: Json, at: Path) => {
    const parsed = parser.safeParse(value);
    for (const issue of parsed.error?.issues ?? []) paths.push([...at, ...issue.path.map((part) => (typeof part === 'number' ? part : String(part)))]);
  };
  if (schema) check(schema, returnObj, []);
  if (call === 'Page/Detail' && Array.isArray(returnObj)) {
    returnObj.forEach((detail, index) => {
      const modules = detail && typeof detail === 'object' && !Array.isArray(detail) ? detail.modules : null;
      if (!Array.isArray(modules)) return;
      modules.forEach((module, at) => {
        const type = module && typeof module === 'object' && !Array.isArray(module) ? module.moduleType : null;
        const parser = typeof type === 'string' ? (moduleSchemas as Record<string, Parser | undefined>)[type] : undefined;
        if (parser) check(parser, module, [index, 'modules', at]);
      });
    });
  }
  return paths;
}

/** Whether the client reads `returnObj` whole: no schema refuses it and no list leaves an item out. */
function accepted(call: string, returnObj: Json): boolean {
  let leftOut = false;
  reportLeftOutItemsTo(() => (leftOut = true));
  try {
    return refusals(call, returnObj).length === 0 && !leftOut;
  } finally {
    reportLeftOutItemsTo(null);
  }
}

function put(target: Json, path: Path, vector: string): void {
  const parent = path.slice(0, -1).reduce<Json>((node, key) => (node as Record<string | number, Json>)[key]!, target);
  (parent as Record<string | number, Json>)[path.at(-1)!] = vector;
}

/**
 * The reply's returnObj with vectors in as many fields as the client reads whole: all at once
 * when it does, else halves tried in turn down to the single fields it refuses (which keep their
 * recorded values). Null when it reads no field with a vector.
 */
export function withVectors(call: string, returnObj: Json, rewriting: Rewriting): Json | null {
  let kept = structuredClone(returnObj);
  let count = 0;
  const settle = (fields: { path: Path; vector: string }[]) => {
    const trial = structuredClone(kept);
    for (const { path, vector } of fields) put(trial, path, vector);
    if (accepted(call, trial)) {
      kept = trial;
      count += fields.length;
    } else if (fields.length > 1) {
      const half = Math.ceil(fields.length / 2);
      settle(fields.slice(0, half));
      settle(fields.slice(half));
    }
  };
  const fields = vectorsFor(returnObj, '', [], rewriting);
  if (fields.length) settle(fields);
  rewriting.fields += count;
  return count ? kept : null;
}
