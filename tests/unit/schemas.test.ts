// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { fixtureBundles, readReply } from '../../fixtures/index';
import { moduleSchemas } from '../../schemas/modules/index';
import { pageDetail, pageNode } from '../../schemas/page';
import { site } from '../../schemas/site';

/**
 * For every schema, the fields it requires are read off the schema itself (a field is required
 * when `undefined` does not parse); removing each one from a recorded payload must fail with an
 * issue at exactly that field's path, so a backend team reading an error knows what to fix.
 */
function requiredKeys(schema: z.ZodMiniObject): string[] {
  return Object.entries(schema.shape)
    .filter(([, field]) => !(field as z.ZodMiniType).safeParse(undefined).success)
    .map(([key]) => key);
}

const returnObjs = (call: string) =>
  [...fixtureBundles().values()].flatMap((bundle) =>
    bundle.replies.filter((reply) => `${reply.area}/${reply.call}` === call).map((reply) => (readReply(reply) as { returnObj: unknown }).returnObj),
  );

const sites = returnObjs('Site/GetSiteById') as Record<string, unknown>[];
const details = (returnObjs('Page/Detail') as Record<string, unknown>[][]).flat();
const nodes = (returnObjs('Page/Tree') as Record<string, unknown>[][]).flat();
const modules = details.flatMap((detail) => detail.modules as Record<string, unknown>[]);

function expectEachRequiredFieldNamed(schema: z.ZodMiniType, sample: Record<string, unknown>, keys: string[]) {
  expect(schema.safeParse(sample).success).toBe(true);
  for (const key of keys) {
    const { [key]: _removed, ...rest } = sample;
    const result = schema.safeParse(rest);
    expect(result.success, `removing ${key} should fail`).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(key);
  }
}

describe('wire schemas name every missing required field by its path', () => {
  it('site', () => {
    const keys = requiredKeys(site);
    expect(keys).toEqual(expect.arrayContaining(['id', 'businessId', 'language']));
    for (const sample of sites) expectEachRequiredFieldNamed(site, sample, keys);
  });

  it('page detail', () => {
    const keys = requiredKeys(pageDetail);
    expect(keys).toEqual(expect.arrayContaining(['pageId', 'terminal']));
    for (const sample of details) expectEachRequiredFieldNamed(pageDetail, sample, keys);
  });

  it('page tree node', () => {
    for (const sample of nodes) expectEachRequiredFieldNamed(pageNode, sample, ['pageId', 'title', 'type']);
  });

  for (const [type, schema] of Object.entries(moduleSchemas)) {
    it(`${type} module`, () => {
      const samples = modules.filter((module) => module.moduleType === type && schema.safeParse(module).success);
      expect(samples.length).toBeGreaterThan(0);
      const keys = requiredKeys(schema);
      expect(keys).toEqual(expect.arrayContaining(['id', 'moduleType', 'config']));
      for (const sample of samples) expectEachRequiredFieldNamed(schema, sample, keys);
      // One level down: the type's own config names its required fields too.
      const config = schema.shape.config as z.ZodMiniObject;
      for (const sample of samples) {
        const configKeys = requiredKeys(config);
        for (const key of configKeys) {
          const { [key]: _removed, ...rest } = sample.config as Record<string, unknown>;
          const result = schema.safeParse({ ...sample, config: rest });
          expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(`config.${key}`);
        }
      }
    });
  }
});
