/**
 * `npm run schemas:export`: the wire contract as JSON Schema (draft 2020-12), for backend teams,
 * in schemas/json/<name>.schema.json plus index.json. A Node script beside the contract, never
 * imported by it (tests/unit/boundaries.test.ts checks), so node:fs stays out of the client.
 * Schemas are exported for their input side (what the gateway sends), before defaults apply.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as z from 'zod/mini';
import { CALLS } from './calls';
import type { WireCall } from './calls/wire';
import * as contract from './index';
import { envelope } from './envelope';
import { moduleSchemas } from './modules/index';

/** The file name of a call's schema: `reply.schedule.list` is the reply of Schedule/List. */
export function callSchemaName(kind: 'reply' | 'request', call: string): string {
  return [kind, ...call.split('/').map((part) => part.charAt(0).toLowerCase() + part.slice(1))].join('.');
}

/** What index.json says of a call's schema besides its name and file. */
interface CallEntry {
  kind: 'reply' | 'request';
  call: string;
  method: WireCall['method'];
  path: string;
}

/** Each call's reply as it arrives, envelope and all, and what the client sends, if anything. */
function callSchemas(): { name: string; schema: z.ZodMiniType; entry: CallEntry }[] {
  return Object.entries(CALLS).flatMap(([call, wire]: [string, WireCall]) => {
    const about = { call, method: wire.method, path: wire.path };
    const reply = { name: callSchemaName('reply', call), schema: envelope(wire.returnObj), entry: { kind: 'reply' as const, ...about } };
    if (!wire.request) return [reply];
    return [reply, { name: callSchemaName('request', call), schema: wire.request, entry: { kind: 'request' as const, ...about } }];
  });
}

/** The one table of exported schemas, by file name. */
export function schemaTable(): Record<string, z.ZodMiniType> {
  return {
    // Every schema the contract exports, so a new one is never left out.
    ...Object.fromEntries(Object.entries<unknown>(contract).flatMap(([name, value]) => (value instanceof z.ZodMiniType ? [[name, value]] : []))),
    // Every call of schemas/calls.ts, reply and request.
    ...Object.fromEntries(callSchemas().map(({ name, schema }) => [name, schema])),
    // One per module type, named by its wire moduleType.
    ...Object.fromEntries(Object.entries(moduleSchemas).map(([type, schema]) => [`module.${type}`, schema])),
  };
}

/**
 * z.catch reads anything: a value its inner schema refuses becomes the catch value. Zod exports
 * the inner schema alone, which refuses what the client reads; the inner schema stays as the
 * expected shape beside an "anything" branch, so a validator agrees with the client.
 */
function caughtReadsAnything({ zodSchema, jsonSchema }: { zodSchema: unknown; jsonSchema: Record<string, unknown> }): void {
  const def = (zodSchema as { _zod: { def: { type: string } } })._zod.def;
  if (def.type !== 'catch') return;
  const { default: caught, ...expected } = jsonSchema;
  for (const key of Object.keys(jsonSchema)) delete jsonSchema[key];
  Object.assign(jsonSchema, {
    anyOf: [expected, {}],
    default: caught,
    description: `Expected as the first branch; anything else is read as ${JSON.stringify(caught)}.`,
  });
}

/** Writes every schema of the table into `outDir`; returns the file names written. */
export function exportJsonSchemas(outDir: string): string[] {
  mkdirSync(outDir, { recursive: true });
  const calls = new Map(callSchemas().map(({ name, entry }) => [name, entry]));
  const entries = Object.entries(schemaTable()).map(([name, schema]) => {
    const file = `${name}.schema.json`;
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', override: caughtReadsAnything });
    writeFileSync(path.join(outDir, file), `${JSON.stringify(json, null, 2)}\n`);
    return { name, file, ...calls.get(name) };
  });
  writeFileSync(path.join(outDir, 'index.json'), `${JSON.stringify({ schemas: entries }, null, 2)}\n`);
  return [...entries.map(({ file }) => file), 'index.json'];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const outDir = fileURLToPath(new URL('./json/', import.meta.url));
  const files = exportJsonSchemas(outDir);
  console.log(`Wrote ${files.length} files to ${path.relative(process.cwd(), outDir) || '.'}`);
}
