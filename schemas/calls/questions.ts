import { questionGroups, questionListRequest } from '../content/questions';
import { AGGREGATOR, type WireCall } from './wire';

export const QUESTION_CALLS = {
  /**
   * Ours, not in the spec: the spec names the Q&A page but no call behind it. The event's
   * questions in one language, by group; answers are organiser HTML.
   */
  'Cms/GetQuestionList': { path: `${AGGREGATOR}/Cms/GetQuestionList`, method: 'POST', auth: 'none', request: questionListRequest, returnObj: questionGroups },
} as const satisfies Record<string, WireCall>;
