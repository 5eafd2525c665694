import { hasHan, loadScriptFold, type ScriptFold } from '../../i18n/scriptFold';
import { type QueryState, useQuery } from '../../platform/useQuery';

const asWritten: ScriptFold = (text) => text;

/**
 * How texts are folded for this keyword: a keyword in Chinese is compared in one script (the
 * converter loads on the first such search); any other needs no converter.
 */
export function useScriptFold(keyword: string): QueryState<ScriptFold> & { retry: () => void } {
  const chinese = hasHan(keyword);
  const converter = useQuery(chinese ? 'search:script-fold' : null, () => loadScriptFold());
  return chinese ? converter : { status: 'ready', data: asWritten, retry: converter.retry };
}
