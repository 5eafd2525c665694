// The network edge of a fuzz case: every call answered by the replay server's fixtures, except
// the replies of one call, which come back rewritten. Which calls a view makes is learnt by
// watching it once with the plain replay (`callsOf`).
import fc from 'fast-check';
import { GATEWAY_BASE } from '../../../preview/server/gateway';
import { replayFetch } from '../../unit/support/replayFetch';
import { mutate, mutations, type Mutation } from './mutate';

/** What a case does to a reply: bends the recorded envelope, sends another returnObj, or sends what is not JSON. */
export type Rewrite = { kind: 'mutate'; edits: Mutation[] } | { kind: 'returnObj'; returnObj: unknown } | { kind: 'text'; text: string };

export const rewrite: fc.Arbitrary<Rewrite> = fc.oneof(
  { weight: 4, arbitrary: mutations(5).map((edits) => ({ kind: 'mutate' as const, edits })) },
  { weight: 4, arbitrary: mutations(8, ['sameType']).map((edits) => ({ kind: 'mutate' as const, edits })) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((returnObj) => ({ kind: 'returnObj' as const, returnObj })) },
  { weight: 1, arbitrary: fc.oneof(fc.string(), fc.constantFrom('', 'null', '{"isSuccess":', '<html>502</html>')).map((text) => ({ kind: 'text' as const, text })) },
);

/** A call's name: its `<Area>/<Call>` under the aggregator, else its path. */
export function callName(input: RequestInfo | URL): string {
  const { pathname } = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
  return pathname.startsWith(GATEWAY_BASE) ? pathname.slice(GATEWAY_BASE.length) : pathname;
}

async function rewritten(reply: Response, change: Rewrite): Promise<Response> {
  const init = { status: reply.status, headers: { 'Content-Type': 'application/json' } };
  if (change.kind === 'text') return new Response(change.text, init);
  const envelope = (await reply.json()) as Record<string, unknown>;
  const body = change.kind === 'mutate' ? mutate(envelope, change.edits) : { ...envelope, isSuccess: true, returnObj: change.returnObj };
  return new Response(JSON.stringify(body), init);
}

/** The replay, with every reply to `call` rewritten by `change`. */
export function fuzzedFetch(call: string, change: Rewrite): typeof fetch {
  return async (input, init) => {
    const reply = await replayFetch(input, init);
    return callName(input) === call ? rewritten(reply, change) : reply;
  };
}

/** The replay, noting the name of every call made. */
export function watchingFetch(seen: Set<string>): typeof fetch {
  return (input, init) => {
    seen.add(callName(input));
    return replayFetch(input, init);
  };
}
