import { applyDraft, type Draft } from '../../preview/workbench/draft';

/** Whether two drafts of a page make the same reply: what the workbench's tests compare drafts by. */
export const sameDraft = (details: readonly unknown[], a: Draft, b: Draft): boolean => JSON.stringify(applyDraft(details, a)) === JSON.stringify(applyDraft(details, b));
