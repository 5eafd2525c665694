import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NS } from './texts';
import type { ProgrammeLayout } from './useProgrammeState';

interface Props {
  layout: ProgrammeLayout;
  onChange: (layout: ProgrammeLayout) => void;
  /** Rooms side by side need a desktop's width. */
  grid: boolean;
  /** My agenda, where the event lets attendees follow sessions. */
  agenda: boolean;
  idPrefix: string;
}

/** How to see the programme: a list, rooms side by side, or my agenda; nothing to switch when the list is all there is. */
export function LayoutSwitch({ layout, onChange, grid, agenda, idPrefix }: Props) {
  const { t } = useTranslation(NS);
  const layouts = (['list', grid && 'grid', agenda && 'agenda'] as const).filter((option): option is ProgrammeLayout => Boolean(option));
  if (layouts.length < 2) return null;
  return (
    <Group role="group" aria-label={t('layout.label')} id={`${idPrefix}-layout`}>
      {layouts.map((option) => (
        <button key={option} type="button" aria-pressed={option === layout} onClick={() => onChange(option)}>
          {t(`layout.${option}`)}
        </button>
      ))}
    </Group>
  );
}

const Group = styled.div`
  display: inline-flex;
  justify-self: start;
  max-width: 100%;
  overflow-x: auto;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-pill);
  background: var(--color-surface);
  padding: 2px;

  button {
    flex: 0 0 auto;
    min-height: var(--touch-target);
    padding: 0 var(--space-4);
    border: 0;
    border-radius: var(--radius-pill);
    background: transparent;
    color: var(--color-text);
    font: inherit;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: var(--color-primary);
    color: var(--color-on-primary);
    font-weight: 600;
  }
`;
