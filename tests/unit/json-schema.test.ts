// @vitest-environment node
// The JSON Schema export backend teams read: every file is a real schema, and each module
// schema pins its wire moduleType.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { exportJsonSchemas } from '../../schemas/export-json-schema';
import { moduleSchemas } from '../../schemas/modules/index';

const outDir = mkdtempSync(path.join(tmpdir(), 'json-schema-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

const written = exportJsonSchemas(outDir);
const read = (file: string) => JSON.parse(readFileSync(path.join(outDir, file), 'utf8')) as Record<string, unknown>;

describe('JSON Schema export', () => {
  it('writes exactly the files it reports, index included', () => {
    expect(readdirSync(outDir).sort()).toEqual([...written].sort());
    const index = read('index.json') as { schemas: { file: string }[] };
    expect(index.schemas.map(({ file }) => file).sort()).toEqual(written.filter((file) => file !== 'index.json').sort());
  });

  it.each(written.filter((file) => file !== 'index.json'))('%s is a schema', (file) => {
    const schema = read(file);
    expect('type' in schema || 'anyOf' in schema || '$ref' in schema, JSON.stringify(schema).slice(0, 200)).toBe(true);
  });

  it('exports the envelope-wrapped replies', () => {
    for (const reply of ['reply.site.getSiteById', 'reply.page.tree', 'reply.page.detail', 'reply.schedule.list', 'reply.session.login']) {
      const schema = read(`${reply}.schema.json`) as { properties: Record<string, unknown> };
      expect(Object.keys(schema.properties)).toEqual(expect.arrayContaining(['isSuccess', 'returnObj']));
    }
  });

  it.each(Object.keys(moduleSchemas))('module.%s pins its moduleType', (type) => {
    const schema = read(`module.${type}.schema.json`) as { properties: { moduleType: { const?: string } } };
    expect(schema.properties.moduleType.const).toBe(type);
  });
});
