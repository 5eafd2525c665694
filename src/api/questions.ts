import { questionGroups, type QuestionGroup, type QuestionListRequest } from '../../schemas/content/questions';
import { catalogue } from '../platform/errors';
import { AGGREGATOR, callGateway, parseReply } from './gateway';

const QUESTIONS_ERROR = 'questions error for api';

/** Cms/GetQuestionList (ours, schemas/calls.ts): the event's questions and answers, by group. */
export async function getQuestionList(body: QuestionListRequest, signal?: AbortSignal): Promise<QuestionGroup[]> {
  const reply = await callGateway(`${AGGREGATOR}/Cms/GetQuestionList`, body, { signal });
  return parseReply(questionGroups, reply, catalogue.noData, QUESTIONS_ERROR);
}
