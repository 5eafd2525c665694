/**
 * `npm run schemas:export`: the wire contract as JSON Schema, for backend teams, in
 * schemas/json/<name>.schema.json plus index.json. A Node script beside the contract, never
 * imported by it (tests/unit/boundaries.test.ts checks), so node:fs stays out of the client.
 * Schemas are exported for their input side (what the gateway sends), before defaults apply.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as z from 'zod/mini';
import * as contract from './index';
import { envelope } from './envelope';
import { moduleSchemas } from './modules/index';
import { pageDetailList, pageTree } from './page';
import { site } from './site';

/** The one table of exported schemas, by file name. */
export function schemaTable(): Record<string, z.ZodMiniType> {
  return {
    // Every schema the contract exports, so a new one is never left out.
    ...Object.fromEntries(Object.entries(contract).filter(([, value]) => value instanceof z.ZodMiniType)),
    // The gateway's replies as they arrive, envelope and all.
    'reply.site': envelope(site),
    'reply.pageTree': envelope(pageTree),
    'reply.pageDetailList': envelope(pageDetailList),
    // One per module type, named by its wire moduleType.
    ...Object.fromEntries(Object.entries(moduleSchemas).map(([type, schema]) => [`module.${type}`, schema])),
  };
}

/** Writes every schema of the table into `outDir`; returns the file names written. */
export function exportJsonSchemas(outDir: string): string[] {
  mkdirSync(outDir, { recursive: true });
  const entries = Object.entries(schemaTable()).map(([name, schema]) => {
    const file = `${name}.schema.json`;
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
    writeFileSync(path.join(outDir, file), `${JSON.stringify(json, null, 2)}\n`);
    return { name, file };
  });
  writeFileSync(path.join(outDir, 'index.json'), `${JSON.stringify({ schemas: entries }, null, 2)}\n`);
  return [...entries.map(({ file }) => file), 'index.json'];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const outDir = fileURLToPath(new URL('./json/', import.meta.url));
  const files = exportJsonSchemas(outDir);
  console.log(`Wrote ${files.length} files to ${path.relative(process.cwd(), outDir) || '.'}`);
}
