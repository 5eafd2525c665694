import * as z from 'zod/mini';
import { keptList } from '../keptList';
import { id, languageCode, numeric, text } from '../primitives';

/*
 * Questions and answers: ours, not in the spec. The spec names the Q&A page
 * (/subPages/qa/index) but no call behind it; this is the contract we define for it
 * (schemas/calls.ts: Cms/GetQuestionList).
 */

/** Cms/GetQuestionList's body: the event's questions in one language. */
export const questionListRequest = z.strictObject({ bventId: z.string(), lang: languageCode });
export type QuestionListRequest = z.infer<typeof questionListRequest>;

/** One question and its answer; the answer is organiser HTML, sanitised before it is shown. */
export const question = z.looseObject({
  id,
  /** Never blank: a pattern rather than a minimum length, a check the first load already carries. */
  question: z.string().check(z.regex(/\S/, 'Expected a question')),
  answer: text,
  sort: z.nullish(numeric),
});
export type Question = z.infer<typeof question>;

/** A group of questions under its heading (tickets, travel…), in the organiser's order. */
export const questionGroup = z.looseObject({
  id,
  name: z.string(),
  sort: z.nullish(numeric),
  questions: keptList(question),
});
export type QuestionGroup = z.infer<typeof questionGroup>;

/** Cms/GetQuestionList's returnObj: the event's groups of questions. */
export const questionGroups = keptList(questionGroup);
