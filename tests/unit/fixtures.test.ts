// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { fixtureBundles, readReply, response, siteIds, type FixtureBundle } from '../../fixtures/index';
import { CALLS } from '../../schemas/calls';
import { newsDetail } from '../../schemas/content/news';
import { intellectualProperty } from '../../schemas/event';
import { rawEnvelope } from '../../schemas/envelope';
import { moduleSchemas } from '../../schemas/modules/index';
import { pageDetailList, pageTree, type PageNode } from '../../schemas/page';
import { site } from '../../schemas/site';

/**
 * The schema each recorded call's returnObj must satisfy: the wire table's, and null where the
 * gateway answers a lookup of something the event does not have with null (a story's default.json,
 * an event without an intellectual-property statement).
 */
const replySchemas: Record<string, z.ZodMiniType> = {
  ...Object.fromEntries(Object.entries(CALLS).map(([call, wire]) => [call, wire.returnObj])),
  'Cms/GetNewsDetail': z.nullable(newsDetail),
  'ClientAggregator/GetIntellectualPropertyByBventId': z.nullable(intellectualProperty),
};

/** Modules the faulty bundle carries on purpose (see its manifest): they must be refused. */
const DELIBERATELY_BAD = ['30010103', '30010104'];

const bundles = [...fixtureBundles().values()];
const bundle = (name: string) => bundles.find((candidate) => candidate.name === name)!;
const replies = bundles.flatMap((owner) => owner.replies.map((reply) => ({ owner, ...reply })));
const returnObj = (owner: FixtureBundle, area: string, call: string, key: string) =>
  rawEnvelope.parse(response(owner, area, call, key)).returnObj;

interface RawModule {
  id: string;
  moduleType: string;
}

function modulesOf(owner: FixtureBundle): Array<{ pageId: string; terminal: string; module: RawModule }> {
  return owner.replies
    .filter((reply) => reply.area === 'Page' && reply.call === 'Detail')
    .flatMap((reply) => pageDetailList.parse(returnObj(owner, 'Page', 'Detail', reply.key)))
    .flatMap((detail) => detail.modules.map((module) => ({ pageId: detail.pageId, terminal: detail.terminal, module: module as RawModule })));
}

function flatten(nodes: PageNode[]): PageNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}

/** Every object inside `value` (depth first), to find links and file URLs wherever they sit. */
function objectsIn(value: unknown): Array<Record<string, unknown>> {
  if (Array.isArray(value)) return value.flatMap(objectsIn);
  if (value === null || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  return [record, ...Object.values(record).flatMap(objectsIn)];
}

describe('fixture bundles', () => {
  it('ship the default, the light conference and the faulty site', () => {
    expect(bundles.map((owner) => owner.name)).toEqual(expect.arrayContaining(['demo-expo', 'light-conference', 'faulty']));
  });

  it.each(bundles.map((owner) => [owner.name, owner] as const))('%s: the manifest names a recorded default site and its sign-in mode', (_name, owner) => {
    expect(siteIds(owner)).toContain(owner.manifest.defaultSiteId);
    for (const id of siteIds(owner)) expect(site.parse(returnObj(owner, 'Site', 'GetSiteById', id)).loginStrong, `site ${id}`).toBe(owner.manifest.loginStrong);
  });

  it('cookie-conference is the bundle that signs in with the SSO session cookie', () => {
    expect(bundle('cookie-conference').manifest.loginStrong).toBe(false);
  });
});

describe('every recorded reply parses with its schema', () => {
  it.each(replies.map((reply) => [`${reply.owner.name} ${reply.area}/${reply.call}/${reply.key}`, reply] as const))('%s', (_name, reply) => {
    const envelope = rawEnvelope.parse(readReply(reply));
    expect(envelope.isSuccess).toBe(true);
    const schema = replySchemas[`${reply.area}/${reply.call}`];
    expect(schema, 'a schema for this call').toBeDefined();
    const parsed = schema!.safeParse(envelope.returnObj);
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
  });
});

describe('every module parses with its type schema', () => {
  const cases = bundles.flatMap((owner) => modulesOf(owner).map((entry) => ({ owner: owner.name, ...entry })));
  const good = cases.filter((entry) => !(entry.owner === 'faulty' && DELIBERATELY_BAD.includes(entry.module.id)));

  it.each(good.map((entry) => [`${entry.owner} page ${entry.pageId} ${entry.terminal} ${entry.module.moduleType} ${entry.module.id}`, entry] as const))(
    '%s',
    (_name, { module }) => {
      const schema = moduleSchemas[module.moduleType as keyof typeof moduleSchemas];
      expect(schema, `known module type ${module.moduleType}`).toBeDefined();
      const parsed = schema.safeParse(module);
      expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
    },
  );

  it('the faulty bundle holds one unknown type and one invalid banner, on both terminals', () => {
    const bad = cases.filter((entry) => entry.owner === 'faulty' && DELIBERATELY_BAD.includes(entry.module.id));
    expect(bad).toHaveLength(4);
    for (const { module } of bad) {
      if (module.moduleType === 'hologram') {
        expect(Object.hasOwn(moduleSchemas, module.moduleType)).toBe(false);
        continue;
      }
      const parsed = moduleSchemas.banner.safeParse(module);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toContain('config.fileUrl');
    }
  });
});

describe('bundles hold together', () => {
  it.each(bundles.map((owner) => [owner.name, owner] as const))('%s: page links and anchors land on recorded pages and modules', (_name, owner) => {
    const modules = modulesOf(owner);
    for (const siteId of siteIds(owner)) {
      const pages = flatten(pageTree.parse(returnObj(owner, 'Page', 'Tree', siteId)));
      const pageIds = new Set(pages.map((page) => page.pageId));
      for (const page of pages.filter((node) => node.type === 'pagemodule')) {
        expect(response(owner, 'Page', 'Detail', page.pageId), `detail of page ${page.pageId}`).toBeDefined();
      }
      const details = modules.filter((entry) => pageIds.has(entry.pageId));
      for (const link of objectsIn(details).filter((object) => object.linkType === 'page')) {
        expect(pageIds, `link to page ${String(link.linkPageId)} on site ${siteId}`).toContain(String(link.linkPageId));
        if (link.anchor) {
          const target = details.filter((entry) => entry.pageId === String(link.linkPageId)).map((entry) => entry.module.id);
          expect(target, `anchor ${String(link.anchor)}`).toContain(String(link.anchor));
        }
      }
    }
  });

  it.each(bundles.map((owner) => [owner.name, owner] as const))('%s: every /files/ URL names a file the server has', (_name, owner) => {
    const urls = owner.replies
      .flatMap((reply) => objectsIn(readReply(reply)))
      .flatMap((object) => Object.values(object))
      .filter((value): value is string => typeof value === 'string' && value.startsWith('/files/'));
    expect(urls.length).toBeGreaterThan(0);
    // The server serves every bundle's files: generated bundles borrow the demo expo's pictures.
    for (const url of new Set(urls)) {
      const [, , name, ...file] = url.split('/');
      const home = bundle(name!);
      expect(home, url).toBeDefined();
      expect(fs.existsSync(path.join(home.filesDir, ...file)), url).toBe(true);
    }
  });

  it('demo-expo: the four languages list each other and share commonPageIds', () => {
    const expo = bundle('demo-expo');
    const ids = siteIds(expo);
    expect(ids).toHaveLength(4);
    const commonPages = ids.map((id) => {
      const parsed = site.parse(returnObj(expo, 'Site', 'GetSiteById', id));
      expect(parsed.sites.map((entry) => entry.id).sort()).toEqual([...ids].sort());
      return flatten(pageTree.parse(returnObj(expo, 'Page', 'Tree', id)))
        .map((page) => page.commonPageId)
        .sort();
    });
    for (const list of commonPages) expect(list).toEqual(commonPages[0]);
  });
});

describe('site payload: each required top-level field', () => {
  const payload = returnObj(bundle('demo-expo'), 'Site', 'GetSiteById', '1001') as Record<string, unknown>;
  const required = Object.keys(site.shape).filter((key) => !site.shape[key as keyof typeof site.shape].safeParse(undefined).success);

  it('includes the identity fields', () => {
    expect(required).toEqual(expect.arrayContaining(['id', 'businessId', 'language']));
  });

  it.each(required)('fails with path "%s" when removed', (key) => {
    const { [key]: _removed, ...rest } = payload;
    const parsed = site.safeParse(rest);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toContain(key);
  });
});
