import type { TFunction } from 'i18next';
import type { Field } from './describe';
import type { Refusal } from './moduleSettings';

/**
 * The schemas' own messages for a text in the wrong form, and the workbench's sentence for each,
 * with an example: "Expected YYYY-MM-DD HH:mm:ss" is a rule, not something an organiser reads.
 */
const FORMS: Readonly<Record<string, string>> = {
  'Expected "YYYY-MM-DD HH:mm:ss"': 'form_dateTime',
  'Expected a date as YYYY-MM-DD': 'form_date',
  'Expected a date (YYYY-MM-DD) or date-time': 'form_date',
  'Expected a time as HH:MM': 'form_time',
  'Expected an in-app route such as /pages/speaker/index': 'form_route',
  'Expected an absolute https URL': 'form_https',
  'Expected a CSS colour (#hex or rgb/rgba)': 'form_colour',
  'Expected an http(s) or relative URL': 'form_url',
};

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** What an organiser reads at a field the renderer refuses: a sentence, with an example where a form is expected. */
export function issueWords(refusal: Refusal, field: Field | null, value: unknown, t: TFunction): string {
  const { issue } = refusal;
  const form = FORMS[issue.message];
  if (form) return t(form);
  if (field?.kind === 'number' || issue.code === 'too_small' || issue.code === 'too_big') {
    const min = field?.kind === 'number' ? field.min : null;
    const max = field?.kind === 'number' ? field.max : null;
    if (isEmpty(value) && !field?.optional) return t('issue_needed');
    if (min !== null && max !== null) return t('issue_between', { min, max });
    if (min !== null) return t('issue_atLeast', { min });
    if (max !== null) return t('issue_atMost', { max });
    return t('issue_number');
  }
  if (isEmpty(value)) return t('issue_needed');
  if (issue.code === 'invalid_value' || field?.kind === 'choice') return t('issue_choice');
  if (issue.code === 'invalid_type') return t('issue_type');
  return t('issue_other', { message: issue.message });
}
