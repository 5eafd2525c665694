import type { Question, QuestionGroup } from '../../../schemas/content/questions';
import { searchable, searchWords } from '../../i18n/searchText';

/** Items with a sort first, by it; the rest after them, in the order the gateway sent them. */
function inOrder<T extends { sort?: number | null }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => (a.sort ?? Infinity) - (b.sort ?? Infinity));
}

/**
 * The groups as the page shows them: in the organiser's order, each question once (a repeated
 * id would give two answers one address) and no group without a question.
 */
export function shownGroups(groups: readonly QuestionGroup[]): QuestionGroup[] {
  const seen = new Set<string>();
  return inOrder(groups).flatMap((group) => {
    const questions = inOrder(group.questions).filter((question) => !seen.has(question.id) && seen.add(question.id));
    return questions.length ? [{ ...group, questions }] : [];
  });
}

// Made searchable once per question, not once per search.
const searchText = new WeakMap<Question, string>();

/** A question as a search reads it: its words and its answer's text, markup left out. */
function textOf(question: Question): string {
  let text = searchText.get(question);
  if (text === undefined) {
    // A parsed document that is never attached runs no script and loads nothing.
    const answer = new DOMParser().parseFromString(question.answer ?? '', 'text/html').body.textContent ?? '';
    text = searchable(`${question.question}\n${answer}`);
    searchText.set(question, text);
  }
  return text;
}

/**
 * The groups holding questions whose question or answer has every word of the keywords,
 * whatever the case, accents or width, each with those questions only; all of them for none.
 */
export function filterQuestions(groups: readonly QuestionGroup[], keywords: string): QuestionGroup[] {
  const words = searchWords(keywords);
  if (words.length === 0) return [...groups];
  return groups.flatMap((group) => {
    const questions = group.questions.filter((question) => words.every((word) => textOf(question).includes(word)));
    return questions.length ? [{ ...group, questions }] : [];
  });
}

export const questionCount = (groups: readonly QuestionGroup[]): number => groups.reduce((total, group) => total + group.questions.length, 0);

/** The element id of a question on the page: what its address (`?id=`) opens. */
export const questionElementId = (id: string): string => `question-${id}`;
