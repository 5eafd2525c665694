// @vitest-environment node
// The JSON Schema export backend teams read, checked from outside: every file compiles as a
// draft 2020-12 schema in Ajv, every call of schemas/calls.ts has its reply exported and
// recorded, and every recorded reply of every fixture bundle (and every module its pages
// carry) gets the same verdict from Ajv, reading the exported file, as from Zod, the client's
// own schema. So the export and the Zod schemas cannot drift apart.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { fixtureBundles, readReply, type RecordedReply } from '../../fixtures/index';
import { CALLS } from '../../schemas/calls';
import { exportJsonSchemas, schemaTable } from '../../schemas/export-json-schema';
import { moduleSchemas } from '../../schemas/modules/index';
import { isSafeUrl, SAFE_URL_PATTERN } from '../../schemas/primitives';

const outDir = mkdtempSync(path.join(tmpdir(), 'json-schema-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

const written = exportJsonSchemas(outDir);
const read = (file: string) => JSON.parse(readFileSync(path.join(outDir, file), 'utf8')) as Record<string, unknown>;

interface IndexEntry {
  name: string;
  file: string;
  kind?: 'reply' | 'request';
  call?: string;
}
const index = (read('index.json') as { schemas: IndexEntry[] }).schemas;
const table = schemaTable();

// Strict: a keyword Ajv does not know fails the compile. Union types (["string", "null"]) are
// standard JSON Schema; Ajv only asks for them to be allowed.
const ajv = new Ajv2020({ strict: true, allowUnionTypes: true, allErrors: true });
const compiled = new Map<string, ValidateFunction>();
function validator(name: string): ValidateFunction {
  let validate = compiled.get(name);
  if (!validate) {
    const entry = index.find((candidate) => candidate.name === name);
    if (!entry) throw new Error(`No exported schema named ${name}`);
    validate = ajv.compile(read(entry.file));
    compiled.set(name, validate);
  }
  return validate;
}

/** Ajv's verdict on the exported file and Zod's on the table's schema, for one value. */
function verdicts(name: string, value: unknown): { ajv: boolean; zod: boolean; why: string } {
  const validate = validator(name);
  const ajvVerdict = validate(value);
  const parsed = table[name]!.safeParse(value);
  const why = [
    ...(validate.errors ?? []).map((error) => `ajv ${error.instancePath} ${error.message ?? ''}`),
    ...(parsed.success ? [] : parsed.error.issues.map((issue) => `zod ${issue.path.join('/')} ${issue.message}`)),
  ].join('; ');
  return { ajv: ajvVerdict, zod: parsed.success, why };
}

const replyFiles = new Map(index.filter((entry) => entry.kind === 'reply').map((entry) => [entry.call!, entry.name]));
const bundles = [...fixtureBundles().values()];
const callOf = (reply: RecordedReply) => `${reply.area}/${reply.call}`;
const recordedCalls = new Set(bundles.flatMap((bundle) => bundle.replies.map(callOf)));

/**
 * Calls no bundle records, each with its reason. Everything else in schemas/calls.ts must have
 * at least one recorded reply, so the agreement below covers it.
 */
const NOT_RECORDED: Record<string, string> = {
  // The SSO session API of cookie mode: the replay server answers it live from
  // preview/server/sso (demo accounts and sessions), not from recorded replies.
  'session/login': 'answered live by preview/server/sso',
  'session/checksession': 'answered live by preview/server/sso',
  'session/logout': 'answered live by preview/server/sso',
  // No built-in site belongs to an agency (businessType Agency), the one kind of site that
  // lists its activities by this call; tests/unit/activities.test.ts checks the choice.
  'Site/QuerySitesForAgency': 'no built-in site is an agency\'s',
  // Ours, not in the spec: following sessions is per account and changes with every call, so
  // the replay server answers it live from its in-memory state (preview/server/follows.ts).
  'Schedule/Follow': 'stateful, answered live by preview/server/follows',
  'Schedule/Followed': 'stateful, answered live by preview/server/follows',
  // Ours (the reply; the spec names the call): one code per account, answered live for the
  // token's own account only (preview/server/shareCode.ts).
  'weixin/getAuthUserCode': 'per account, answered live by preview/server/shareCode',
  // The points mall: every call is per account, and redemption, cancel and invitation codes
  // change what the others answer, so the replay server answers them live from the bundle's
  // seed (fixtures/demo-expo/pointsMall.json, preview/server/points.ts);
  // tests/unit/serverPoints.test.ts reads every reply with the client's own functions.
  ...Object.fromEntries(
    [
      'MemberCenterSetting/QueryCenterSetting',
      'MemberPoints/GetMemberPointsDetail',
      'PointsMerchandise/SearchPointsMerchandise',
      'Order/PointsClaimPrizeItem',
      'MemberCommon/GetSystemBusinessStatusList',
      'Order/GetPointsOrderList',
      'Order/GetPointsOrderDetail',
      'Order/CancelPointsOrder',
      'MemberPoints/GetMemberPointsLedger',
      'MemberGrade/GetMemberGrades',
      'MemberCommon/SubmitInvitationCode',
    ].map((call) => [call, 'per account and stateful, answered live by preview/server/points from the seed']),
  ),
};

/**
 * Modules a bundle carries on purpose for the renderer to refuse, by bundle and module id: Ajv
 * and Zod must both reject them, and nothing else.
 */
const BAD_ON_PURPOSE: Record<string, string[]> = {
  // Banner 30010104: fileUrl javascript:alert(1) (fixtures/faulty/manifest.json).
  faulty: ['30010104'],
};
/** Module types a bundle carries on purpose that no schema knows: the renderer shows a fault. */
const UNKNOWN_ON_PURPOSE: Record<string, string[]> = { faulty: ['hologram'] };

describe('JSON Schema export', () => {
  it('writes exactly the files it reports, index included', () => {
    expect(readdirSync(outDir).sort()).toEqual([...written].sort());
    expect(index.map(({ file }) => file).sort()).toEqual(written.filter((file) => file !== 'index.json').sort());
    expect(index.map(({ name }) => name).sort()).toEqual(Object.keys(table).sort());
  });

  it('every exported file compiles as a draft 2020-12 schema', () => {
    const failures = index.flatMap(({ name }) => {
      try {
        validator(name);
        return [];
      } catch (error) {
        return [`${name}: ${String(error)}`];
      }
    });
    expect(failures).toEqual([]);
    expect(compiled.size).toBe(index.length);
    for (const { file } of index) expect(read(file).$schema).toBe('https://json-schema.org/draft/2020-12/schema');
  });

  it('exports each call of schemas/calls.ts: its reply in the envelope, and what the client sends', () => {
    expect([...replyFiles.keys()].sort()).toEqual(Object.keys(CALLS).sort());
    for (const name of replyFiles.values()) {
      const schema = read(`${name}.schema.json`) as { properties: Record<string, unknown> };
      expect(Object.keys(schema.properties), name).toEqual(expect.arrayContaining(['isSuccess', 'returnObj']));
    }
    const requests = index.filter((entry) => entry.kind === 'request').map((entry) => entry.call);
    expect(requests.sort()).toEqual(Object.entries(CALLS).flatMap(([call, wire]) => (wire.request ? [call] : [])).sort());
  });

  it('names calls by their path: reply.schedule.list is the reply of Schedule/List', () => {
    expect(replyFiles.get('Schedule/List')).toBe('reply.schedule.list');
    expect(replyFiles.get('WebAggregator/GetBventSetting')).toBe('reply.webAggregator.getBventSetting');
  });

  it.each(Object.keys(moduleSchemas))('module.%s pins its moduleType', (type) => {
    const schema = read(`module.${type}.schema.json`) as { properties: { moduleType: { const?: string } } };
    expect(schema.properties.moduleType.const).toBe(type);
  });
});

describe('the export against every recorded reply', () => {
  it('every recorded call has a reply schema: a bundle holds no unchecked reply', () => {
    expect([...recordedCalls].filter((call) => !replyFiles.has(call))).toEqual([]);
  });

  it('every call is recorded in some bundle, or listed in NOT_RECORDED with its reason', () => {
    const unrecorded = Object.keys(CALLS).filter((call) => !recordedCalls.has(call));
    expect(unrecorded.sort()).toEqual(Object.keys(NOT_RECORDED).sort());
  });

  it.each(bundles.map((bundle) => [bundle.name, bundle] as const))('%s: Ajv and Zod accept every recorded reply', (_name, bundle) => {
    expect(bundle.replies.length).toBeGreaterThan(0);
    const refused = bundle.replies.flatMap((reply) => {
      const where = path.relative(bundle.dir, reply.file);
      const name = replyFiles.get(callOf(reply));
      if (!name) return [`${where}: no reply schema`];
      const verdict = verdicts(name, readReply(reply));
      return verdict.ajv && verdict.zod ? [] : [`${where}: ajv ${verdict.ajv}, zod ${verdict.zod}: ${verdict.why}`];
    });
    expect(refused).toEqual([]);
  });

  // Page/Detail carries its modules unchecked (one bad module must not fail the page); the
  // renderer checks each against its type's schema, and so does this, with both validators.
  it.each(bundles.map((bundle) => [bundle.name, bundle] as const))('%s: Ajv and Zod agree on every module its pages carry', (name, bundle) => {
    const disagreements: string[] = [];
    const refused = new Set<string>();
    const unknown = new Set<string>();
    for (const reply of bundle.replies.filter((candidate) => callOf(candidate) === 'Page/Detail')) {
      const details = (readReply(reply) as { returnObj?: { modules?: unknown[] }[] | null }).returnObj ?? [];
      for (const module of details.flatMap((detail) => detail.modules ?? []) as { id: unknown; moduleType: string }[]) {
        if (!Object.hasOwn(moduleSchemas, module.moduleType)) {
          unknown.add(module.moduleType);
          continue;
        }
        const verdict = verdicts(`module.${module.moduleType}`, module);
        if (verdict.ajv !== verdict.zod) disagreements.push(`${module.moduleType} ${String(module.id)}: ajv ${verdict.ajv}, zod ${verdict.zod}: ${verdict.why}`);
        else if (!verdict.zod) refused.add(String(module.id));
      }
    }
    expect(disagreements).toEqual([]);
    expect([...refused].sort()).toEqual(BAD_ON_PURPOSE[name] ?? []);
    expect([...unknown].sort()).toEqual(UNKNOWN_ON_PURPOSE[name] ?? []);
  });
});

// Where a Zod rule has no JSON Schema form, the export spells it out; these hold the two together.
describe('rules the export spells out', () => {
  const safeUrlPattern = ajv.compile({ type: 'string', pattern: SAFE_URL_PATTERN });
  // The characters isSafeUrl's rules turn on: blanks trim() drops, slashes, scheme letters, controls.
  const awkward = [...' \t\n\r\v\u00a0\ufeff\u2028\u3000/\\:+.-1jaHhTtPpSs\u0000\u0001\u001f\u007fé😀'];

  it('safeUrl: the exported pattern, read by Ajv, agrees with isSafeUrl', () => {
    for (const unit of [fc.constantFrom(...awkward), 'binary'] as const) {
      fc.assert(
        fc.property(fc.string({ unit, maxLength: 12 }), (value) => safeUrlPattern(value) === isSafeUrl(value)),
        { numRuns: 5000 },
      );
    }
    for (const value of ['', 'https://a.test/x', '/files/a.png', ' //evil.test', 'javascript:alert(1)', 'java\tscript:x', 'HTTP://A', 'a\\b']) {
      expect(safeUrlPattern(value), JSON.stringify(value)).toBe(isSafeUrl(value));
    }
  });

  it('z.catch: a partner link the client drops to null is read by both, so is a partner without a title (left out alone); a list that is no list by neither', () => {
    const partner = { id: 1, title: 'Harbour Ropes', link: 'https://ropes.test/' };
    const reply = (list: unknown[]) => ({ isSuccess: true, returnObj: { list, total: list.length } });
    expect(verdicts('reply.cms.getPartnersList', reply([partner]))).toMatchObject({ ajv: true, zod: true });
    expect(verdicts('reply.cms.getPartnersList', reply([{ ...partner, link: 'javascript:alert(1)' }]))).toMatchObject({ ajv: true, zod: true });
    expect(verdicts('reply.cms.getPartnersList', reply([{ ...partner, link: 42 }]))).toMatchObject({ ajv: true, zod: true });
    expect(verdicts('reply.cms.getPartnersList', reply([{ id: 1 }]))).toMatchObject({ ajv: true, zod: true });
    expect(verdicts('reply.cms.getPartnersList', { isSuccess: true, returnObj: { list: 'partners', total: 1 } })).toMatchObject({ ajv: false, zod: false });
  });
});
