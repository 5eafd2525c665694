import { useReducer } from 'react';
import { recordedDraft, type Draft } from './draft';
import { record, redo, replacePresent, startHistory, undo, type History } from './history';
import type { RecordedPage } from './recordedPage';

interface State {
  /** The draft that changes nothing, where reset goes. */
  recorded: Draft;
  history: History<Draft>;
  /** What the last edit typed into (a module's field), so the next keystroke there joins its step. */
  typingIn: string | null;
}

type Action = { type: 'edit'; change: (draft: Draft) => Draft; typingIn?: string } | { type: 'undo' } | { type: 'redo' } | { type: 'reset' };

function reduce(state: State, action: Action): State {
  const { history } = state;
  switch (action.type) {
    case 'edit': {
      const next = action.change(history.present);
      // Typing a word into one field is one step to undo, as in every editor, not one per key.
      const joins = action.typingIn !== undefined && action.typingIn === state.typingIn && history.past.length > 0;
      return { ...state, history: joins ? replacePresent(history, next) : record(history, next), typingIn: action.typingIn ?? null };
    }
    case 'undo':
      return { ...state, history: undo(history), typingIn: null };
    case 'redo':
      return { ...state, history: redo(history), typingIn: null };
    case 'reset':
      // A step like any other: a reset can be undone.
      return { ...state, history: record(history, state.recorded), typingIn: null };
  }
}

function start(page: RecordedPage): State {
  const recorded = recordedDraft(page.wire);
  return { recorded, history: startHistory(recorded), typingIn: null };
}

/** The draft of one recorded page with its history; a new page starts a new draft (the caller keys it by page). */
export function useDraft(page: RecordedPage, initial?: Draft) {
  const [state, dispatch] = useReducer(reduce, page, (recordedPage) => {
    const started = start(recordedPage);
    return initial ? { ...started, history: record(started.history, initial) } : started;
  });
  return {
    draft: state.history.present,
    recorded: state.recorded,
    canUndo: state.history.past.length > 0,
    canRedo: state.history.future.length > 0,
    edit: (change: (draft: Draft) => Draft, typingIn?: string) => dispatch({ type: 'edit', change, typingIn }),
    undo: () => dispatch({ type: 'undo' }),
    redo: () => dispatch({ type: 'redo' }),
    reset: () => dispatch({ type: 'reset' }),
  };
}
