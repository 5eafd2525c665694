import { EVENT_CALLS } from '../../schemas/calls/event';
import { filled } from '../../schemas/calls/wire';
import type { IntellectualProperty } from '../../schemas/event';
import type { LanguageCode } from '../../schemas/primitives';
import { catalogue } from '../platform/errors';
import { ask } from './gateway';

/** The event's languages (spec section 7: QueryLanguages). */
export async function queryLanguages(bventId: string, signal: AbortSignal): Promise<LanguageCode[]> {
  const reply = await ask(filled(EVENT_CALLS['ClientAggregator/QueryLanguages'], { bventId }), undefined, { signal, whenInvalid: 'event languages error for api' });
  return reply.languageCollection;
}

/** The event's intellectual-property statement (auth); a null reply rejects with the spec's text. */
export function getIntellectualProperty(bventId: string, signal: AbortSignal): Promise<IntellectualProperty> {
  return ask(filled(EVENT_CALLS['ClientAggregator/GetIntellectualPropertyByBventId'], { bventId }), undefined, {
    signal,
    whenMissing: catalogue.intellectualPropertyNull,
    whenInvalid: 'intellectual property error for api',
  });
}
