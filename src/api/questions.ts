import { QUESTION_CALLS } from '../../schemas/calls/questions';
import type { QuestionGroup, QuestionListRequest } from '../../schemas/content/questions';
import { ask } from './gateway';

/** Cms/GetQuestionList (ours, schemas/calls/questions.ts): the event's questions and answers, by group. */
export function getQuestionList(body: QuestionListRequest, signal?: AbortSignal): Promise<QuestionGroup[]> {
  return ask(QUESTION_CALLS['Cms/GetQuestionList'], body, { signal, whenInvalid: 'questions error for api' });
}
