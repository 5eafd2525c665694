import { useReducer } from 'react';
import { recordedDraft, type Draft } from './draft';
import { record, redo, startHistory, undo, type History } from './history';
import type { RecordedPage } from './recordedPage';

interface State {
  /** The draft that changes nothing, where reset goes. */
  recorded: Draft;
  history: History<Draft>;
}

type Action = { type: 'edit'; change: (draft: Draft) => Draft } | { type: 'undo' } | { type: 'redo' } | { type: 'reset' };

function reduce(state: State, action: Action): State {
  const { history } = state;
  switch (action.type) {
    case 'edit':
      return { ...state, history: record(history, action.change(history.present)) };
    case 'undo':
      return { ...state, history: undo(history) };
    case 'redo':
      return { ...state, history: redo(history) };
    case 'reset':
      // A step like any other: a reset can be undone.
      return { ...state, history: record(history, state.recorded) };
  }
}

function start(page: RecordedPage): State {
  const recorded = recordedDraft(page.wire);
  return { recorded, history: startHistory(recorded) };
}

/** The draft of one recorded page with its history; a new page starts a new draft (the caller keys it by page). */
export function useDraft(page: RecordedPage) {
  const [state, dispatch] = useReducer(reduce, page, start);
  return {
    draft: state.history.present,
    recorded: state.recorded,
    canUndo: state.history.past.length > 0,
    canRedo: state.history.future.length > 0,
    edit: (change: (draft: Draft) => Draft) => dispatch({ type: 'edit', change }),
    undo: () => dispatch({ type: 'undo' }),
    redo: () => dispatch({ type: 'redo' }),
    reset: () => dispatch({ type: 'reset' }),
  };
}
