import { eventLanguages, intellectualProperty } from '../event';
import type { WireCall } from './wire';

/** The event's own calls, outside the aggregator, the event in the path (the spec writes its two spellings of Outside). */
export const EVENT_CALLS = {
  'ClientAggregator/QueryLanguages': { path: '/api/ClientAggregator/Outside/QueryLanguages/{bventId}', method: 'GET', auth: 'none', request: null, returnObj: eventLanguages },
  /** The event's intellectual-property statement. */
  'ClientAggregator/GetIntellectualPropertyByBventId': {
    path: '/api/ClientAggregator/OutSide/{bventId}/GetIntellectualPropertyByBventId',
    method: 'GET',
    auth: 'required',
    request: null,
    returnObj: intellectualProperty,
  },
} as const satisfies Record<string, WireCall>;
