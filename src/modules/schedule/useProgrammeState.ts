import { useCallback, useState } from 'react';
import { useAddressParams } from '../../platform/addressParams';

/** How the programme is shown: a day's sessions as a list or as rooms side by side, or the visitor's own agenda. */
export type ProgrammeLayout = 'list' | 'grid' | 'agenda';

/** What the visitor chose: the day (YYYY-MM-DD in the zone shown; null: the default day), filters and the layout. */
export interface ProgrammeState {
  day: string | null;
  typeId: string;
  venueId: string;
  keyword: string;
  layout: ProgrammeLayout;
}

const INITIAL: ProgrammeState = { day: null, typeId: '', venueId: '', keyword: '', layout: 'list' };

/** The address's names for each choice: short, readable in a shared link. */
const PARAMS = { day: 'day', typeId: 'type', venueId: 'venue', keyword: 'q', layout: 'view' } as const satisfies Record<keyof ProgrammeState, string>;

const LAYOUTS: readonly ProgrammeLayout[] = ['list', 'grid', 'agenda'];

function fromAddress(params: URLSearchParams): ProgrammeState {
  const layout = params.get(PARAMS.layout);
  return {
    day: params.get(PARAMS.day),
    typeId: params.get(PARAMS.typeId) ?? '',
    venueId: params.get(PARAMS.venueId) ?? '',
    keyword: params.get(PARAMS.keyword) ?? '',
    layout: LAYOUTS.find((known) => known === layout) ?? 'list',
  };
}

export type ChangeProgramme = (change: Partial<ProgrammeState>) => void;

/**
 * The visitor's choices on the programme's own page, kept in the address: a shared link opens
 * the same view, and Back (from a session's page) brings it back. Choices replace the address
 * entry rather than add one: Back leaves the programme, it does not replay each keystroke.
 */
export function useAddressedProgramme(): [ProgrammeState, ChangeProgramme] {
  const [params, edit] = useAddressParams();
  const change = useCallback<ChangeProgramme>(
    (next) =>
      edit(
        (updated) => {
          for (const [field, value] of Object.entries(next) as [keyof ProgrammeState, ProgrammeState[keyof ProgrammeState]][]) {
            if (value && value !== INITIAL[field]) updated.set(PARAMS[field], value);
            else updated.delete(PARAMS[field]);
          }
        },
        { replace: true },
      ),
    [edit],
  );
  return [fromAddress(params), change];
}

/** A programme module on a site page keeps its choices to itself: several may share the page. */
export function useOwnProgramme(): [ProgrammeState, ChangeProgramme] {
  const [state, setState] = useState(INITIAL);
  const change = useCallback<ChangeProgramme>((next) => setState((previous) => ({ ...previous, ...next })), []);
  return [state, change];
}
