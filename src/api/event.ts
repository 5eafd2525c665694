import { eventLanguages, intellectualProperty, type IntellectualProperty } from '../../schemas/event';
import type { LanguageCode } from '../../schemas/primitives';
import { catalogue } from '../platform/errors';
import { callGateway, parseReply } from './gateway';

// The paths of schemas/calls.ts, written out: the table imports every reply schema, which the
// first screen's language switcher must not download (tests/unit/json-schema-requests.test.ts
// holds the two together).

/** The event's languages (spec section 7: QueryLanguages). */
export async function queryLanguages(bventId: string, signal: AbortSignal): Promise<LanguageCode[]> {
  const reply = await callGateway(`/api/ClientAggregator/Outside/QueryLanguages/${encodeURIComponent(bventId)}`, undefined, { method: 'GET', signal });
  return parseReply(eventLanguages, reply, catalogue.noData, 'event languages error for api').languageCollection;
}

/** The event's intellectual-property statement (auth); a null reply rejects with the spec's text. */
export async function getIntellectualProperty(bventId: string, signal: AbortSignal): Promise<IntellectualProperty> {
  const reply = await callGateway(`/api/ClientAggregator/OutSide/${encodeURIComponent(bventId)}/GetIntellectualPropertyByBventId`, undefined, { method: 'GET', auth: true, signal });
  return parseReply(intellectualProperty, reply, catalogue.intellectualPropertyNull, 'intellectual property error for api');
}
