// @vitest-environment node
// Each gateway call is declared once, in schemas/calls/<area>.ts, and everything that makes or
// answers a call reads the declaration: the client's functions take it (src/api/gateway.ts
// accepts nothing else), the embedded gateway routes and checks tokens by it. So a call used but
// not declared shows here as an address written out somewhere else in the code, or as a call the
// embedded gateway has no route or no token rule for. (A recorded reply of an undeclared call
// fails tests/unit/json-schema.test.ts.)
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { fixtureBundles } from '../../fixtures/index';
import { CALLS, GATEWAY_CALLS } from '../../schemas/calls';
import { EVENT_CALLS } from '../../schemas/calls/event';
import { SITE_CALLS } from '../../schemas/calls/site';
import { filled, rootedPath, type WireCall } from '../../schemas/calls/wire';
import { authNeedOf } from '../../preview/server/bearer';
import { declaredAt } from '../../preview/server/declaredCalls';
import { followRoutes } from '../../preview/server/follows';
import { gatewayRoutes } from '../../preview/server/gateway';
import { pointsRoutes } from '../../preview/server/points';
import { PreviewTokens } from '../../preview/server/previewToken';
import { matchRoute } from '../../preview/server/router';
import { shareCodeRoutes } from '../../preview/server/shareCode';

const root = fileURLToPath(new URL('../../', import.meta.url));
const DECLARATIONS = path.join(root, 'schemas', 'calls');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** A string that spells a call's address: under an API root, or naming the aggregator. */
const ADDRESS = /^\/?api\/[a-z]|ClientResponsiveSiteAggregator/i;
/** Addresses under an API root that are no gateway call, each with its reason. */
const NOT_CALLS: Record<string, string> = {
  '/api/report': 'the report hook (enableReport) posts to the deployment\'s own server',
  'api/token': 'the preview harness\'s own API, under /preview/',
  'api/fixtures': 'the preview harness\'s own API, under /preview/',
};
const spellsCall = (text: string) => ADDRESS.test(text) && !Object.hasOwn(NOT_CALLS, text);
/** The bases a call's path is built on; what follows them in a template is a call's path. */
const BASES = new Set(['AGGREGATOR', 'GATEWAY_BASE']);

/** Every string and template in a file that writes out a call's address, with its line. */
function addressesIn(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const where = (node: ts.Node, text: string) => `${path.relative(root, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${text}`;
  const visit = (node: ts.Node): void => {
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && spellsCall(node.text)) found.push(where(node, node.text));
    if (ts.isTemplateExpression(node)) {
      const texts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
      const built = node.templateSpans.some((span) => ts.isIdentifier(span.expression) && BASES.has(span.expression.text) && /^\/?[a-z]/i.test(span.literal.text));
      if (built || texts.some(spellsCall)) found.push(where(node, node.getText()));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Each declaration file's calls, by the name its area gives them. */
async function declaredByArea(): Promise<[string, WireCall][]> {
  const areas = sourceFiles(DECLARATIONS).map((file) => import(file) as Promise<Record<string, unknown>>);
  return (await Promise.all(areas)).flatMap((area) =>
    Object.values(area).flatMap((value) => (isCallTable(value) ? Object.entries(value) : [])),
  );
}

const isCallTable = (value: unknown): value is Record<string, WireCall> =>
  typeof value === 'object' && value !== null && Object.values(value).every((entry) => typeof entry === 'object' && entry !== null && 'path' in entry && 'returnObj' in entry);

/** A call's address as a request reaches the gateway, its parts filled. */
const addressOf = (call: WireCall) => rootedPath(filled(call, { bventId: '9001' } as never).path);

describe('each gateway call declared once', () => {
  it('the table holds every declaration of schemas/calls/, itself, under the name its area gives it', async () => {
    const declared = await declaredByArea();
    expect(declared.length).toBeGreaterThan(0);
    expect(declared.filter(([name, call]) => CALLS[name as keyof typeof CALLS] !== call).map(([name]) => name)).toEqual([]);
    expect(declared.map(([name]) => name).sort()).toEqual(Object.keys(CALLS).sort());
  });

  it('no two calls share an address', () => {
    const addresses = Object.values(CALLS).map((call) => `${call.method} ${addressOf(call).toLowerCase()}`);
    expect(addresses.filter((address, index) => addresses.indexOf(address) !== index)).toEqual([]);
  });

  it('no code outside schemas/calls/ writes out a call\'s address: it takes the declaration', () => {
    const files = ['src', 'renderer', 'preview'].flatMap((dir) => sourceFiles(path.join(root, dir)));
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap(addressesIn)).toEqual([]);
  });

  it('the scan sees an address written out, and a path built on the aggregator: those of the declarations', () => {
    expect(addressesIn(path.join(DECLARATIONS, 'event.ts'))).toHaveLength(Object.keys(EVENT_CALLS).length);
    expect(addressesIn(path.join(DECLARATIONS, 'site.ts'))).toHaveLength(Object.keys(SITE_CALLS).length);
  });
});

describe('the embedded gateway serves each call by its declaration', () => {
  const bundles = [...fixtureBundles().values()];
  const routes = [...followRoutes(bundles), ...shareCodeRoutes(bundles), ...pointsRoutes(bundles), ...gatewayRoutes(bundles, new PreviewTokens('secret'))];

  it.each(Object.entries(GATEWAY_CALLS))('%s: found at its address, routed, and its token rule is its auth', (name, call) => {
    const address = addressOf(call);
    expect(declaredAt(address)?.name).toBe(name);
    expect(matchRoute(routes, call.method, address), `${call.method} ${address} has no route`).toBeDefined();
    expect(authNeedOf(address)).toBe(call.auth === 'none' ? null : call.auth);
  });

  it('a path no call declares has no token rule and no place', () => {
    expect(declaredAt('/api/ClientResponsiveSiteAggregator/Site/Nowhere')).toBeUndefined();
    expect(authNeedOf('/api/ClientResponsiveSiteAggregator/Site/Nowhere')).toBeNull();
  });
});
