import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Draft, ModuleRow } from './draft';
import { OutlineRow } from './OutlineRow';
import { rowByRow } from './outlineKeyboard';
import { WORKBENCH_NS } from './texts';
import { AddModule } from './AddModule';
import type { ModuleType } from '../../schemas/modules';

interface Props {
  rows: readonly ModuleRow[];
  draft: Draft;
  /** Modules the renderer leaves out for a fault. */
  faulty: ReadonlySet<string>;
  /** Modules the draft changed (against live). */
  changed: ReadonlySet<string>;
  selected: string | null;
  onSelect: (key: string) => void;
  /** `dragged`: the drag's own announcements have said it. */
  onMove: (key: string, to: number, dragged?: boolean) => void;
  onHide: (key: string, hidden: boolean) => void;
  /** A module of this type added below the selected one (or at the end). */
  onAdd: (type: ModuleType) => void;
}

// Options as constants: dnd-kit keys its sensors, and so its context, on their identity, and a new
// context each render would render all of a 200-module outline's rows again on each key typed.
const POINTER = { activationConstraint: { distance: 4 } };
const TOUCH = { activationConstraint: { delay: 200, tolerance: 5 } };
const KEYBOARD = { coordinateGetter: rowByRow };
/** Each row's name, read again only when its row changes (rows are kept per module) or the language does. */
const names = new WeakMap<ModuleRow, { language: string; name: string }>();

/** The page's modules in the draft's order: select, drag (pointer, touch or keyboard) or move by buttons, hide or show. */
export function Outline({ rows, draft, faulty, changed, selected, onSelect, onMove, onHide, onAdd }: Props) {
  const { t, i18n } = useTranslation(WORKBENCH_NS);
  const sensors = useSensors(
    useSensor(PointerSensor, POINTER),
    useSensor(TouchSensor, TOUCH),
    useSensor(KeyboardSensor, KEYBOARD),
  );
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const ordered = draft.order.flatMap((key) => byKey.get(key) ?? []);
  const nameOf = (row: ModuleRow) => {
    const known = names.get(row);
    if (known?.language === i18n.language) return known.name;
    const name = t('moduleName', { title: row.title || row.key, type: t(`type_${row.moduleType}`, { defaultValue: row.moduleType }) });
    names.set(row, { language: i18n.language, name });
    return name;
  };
  const total = ordered.length;
  const said = (id: UniqueIdentifier) => {
    const row = byKey.get(String(id));
    return { module: row ? nameOf(row) : String(id), total };
  };
  const positionOf = (id: UniqueIdentifier | undefined) => (id === undefined ? 0 : draft.order.indexOf(String(id)) + 1);
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('dnd_start', { ...said(active.id), position: positionOf(active.id) }),
    onDragOver: ({ active, over }) => (over ? t('dnd_over', { ...said(active.id), position: positionOf(over.id) }) : undefined),
    onDragEnd: ({ active, over }) => t('dnd_end', { ...said(active.id), position: positionOf(over?.id ?? active.id) }),
    onDragCancel: ({ active }) => t('dnd_cancel', { ...said(active.id), position: positionOf(active.id) }),
  };
  const dropped = ({ active, over }: DragEndEvent) => {
    if (over && over.id !== active.id) onMove(String(active.id), draft.order.indexOf(String(over.id)), true);
  };

  const add = <AddModule onAdd={onAdd} />;
  if (total === 0)
    return (
      <>
        <p>{t('noModules')}</p>
        {add}
      </>
    );
  return (
    <>
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dropped}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('dnd_instructions') } }}
    >
      <List aria-label={t('outline')}>
        {ordered.map((row, index) => (
          <OutlineRow
            key={row.key}
            row={row}
            name={nameOf(row)}
            position={index}
            total={total}
            hidden={draft.hidden.has(row.key)}
            faulty={faulty.has(row.key)}
            changed={changed.has(row.key)}
            selected={selected === row.key}
            onSelect={onSelect}
            onMove={onMove}
            onHide={onHide}
          />
        ))}
      </List>
    </DndContext>
    {add}
    </>
  );
}

const List = styled.ol`
  display: grid;
  gap: var(--space-1);
  margin: 0;
  padding: 0;
  list-style: none;
`;
