import { useDraggable, useDroppable } from '@dnd-kit/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ModuleRow } from './draft';
import { WORKBENCH_NS } from './texts';

interface Props {
  row: ModuleRow;
  /** The module as the workbench names it: title and type. */
  name: string;
  position: number;
  total: number;
  hidden: boolean;
  faulty: boolean;
  /** The draft changed it (against live). */
  changed: boolean;
  selected: boolean;
  onSelect: (key: string) => void;
  onMove: (key: string, to: number) => void;
  onHide: (key: string, hidden: boolean) => void;
}

/** One module of the outline (memoised: a 200-module page's outline renders again only the rows an edit changed): its drag handle, its name and state (selects it), move up and down, hide or show. */
export const OutlineRow = memo(function OutlineRow({ row, name, position, total, hidden, faulty, changed, selected, onSelect, onMove, onHide }: Props) {
  const { t } = useTranslation(WORKBENCH_NS);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } = useDraggable({ id: row.key, attributes: { roleDescription: t('draggable') } });
  const { setNodeRef: setDropRef } = useDroppable({ id: row.key });
  const states = [changed && t('state_changed'), hidden && t('state_hidden'), row.restricted && t('state_restricted'), faulty && t('state_fault')].filter(Boolean);
  return (
    <Row
      ref={(node) => {
        setNodeRef(node);
        setDropRef(node);
      }}
      data-module-key={row.key}
      $selected={selected}
      $dragging={isDragging}
      style={transform ? { transform: `translate3d(0, ${transform.y}px, 0)` } : undefined}
    >
      <Handle ref={setActivatorNodeRef} type="button" {...attributes} {...listeners} aria-label={t('dragHandle', { module: name })}>
        <span aria-hidden="true">⠿</span>
      </Handle>
      <Pick type="button" aria-pressed={selected} aria-label={t('select', { module: name })} onClick={() => onSelect(row.key)}>
        <span className="name">{row.title || row.key}</span>
        <span className="meta">
          {t(`type_${row.moduleType}`, { defaultValue: row.moduleType })} · {row.key}
          {states.map((state) => (
            <State key={String(state)} $fault={state === t('state_fault')}>
              {state}
            </State>
          ))}
        </span>
      </Pick>
      <Small type="button" disabled={position === 0} aria-label={t('moveUp', { module: name })} onClick={() => onMove(row.key, position - 1)}>
        <span aria-hidden="true">↑</span>
      </Small>
      <Small type="button" disabled={position === total - 1} aria-label={t('moveDown', { module: name })} onClick={() => onMove(row.key, position + 1)}>
        <span aria-hidden="true">↓</span>
      </Small>
      <Small type="button" aria-pressed={hidden} aria-label={t(hidden ? 'show' : 'hide', { module: name })} onClick={() => onHide(row.key, !hidden)}>
        {t(hidden ? 'showButton' : 'hideButton')}
      </Small>
    </Row>
  );
});

const Row = styled.li<{ $selected: boolean; $dragging: boolean }>`

  position: relative;
  z-index: ${({ $dragging }) => ($dragging ? 1 : 'auto')};
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto auto auto;
  align-items: center;
  gap: var(--space-1);
  padding: 2px;
  border: 1px solid ${({ $selected }) => ($selected ? 'var(--color-primary)' : 'var(--color-border)')};
  box-shadow: ${({ $selected }) => ($selected ? '0 0 0 1px var(--color-primary)' : 'none')};
  border-radius: var(--radius-sm);
  background: ${({ $dragging }) => ($dragging ? 'var(--color-surface)' : 'var(--color-bg)')};
  box-shadow: ${({ $dragging }) => ($dragging ? '0 6px 16px rgb(0 0 0 / 0.2)' : 'none')};
`;

const buttonBase = `
  min-height: 36px;
  min-width: 32px;
  @media (pointer: coarse) { min-height: 44px; min-width: 44px; }
  border: 1px solid var(--color-border);
  border-radius: var(--radius-sm);
  background: var(--color-surface);
  color: var(--color-text);
  font: inherit;
  cursor: pointer;
  &:disabled { cursor: default; opacity: 0.5; }
  &:focus-visible { outline: 3px solid var(--color-primary); outline-offset: 2px; }
`;

const Handle = styled.button`
  ${buttonBase}
  cursor: grab;
  touch-action: none;
  font-size: 16px;
  border-color: transparent;
  background: transparent;
  color: var(--color-text-muted);
`;

const Small = styled.button`
  ${buttonBase}
  padding-inline: var(--space-1);
  font-size: 13px;
`;

const Pick = styled.button`
  ${buttonBase}
  display: grid;
  gap: 2px;
  min-width: 0;
  padding: 2px var(--space-1);
  text-align: left;
  background: transparent;
  border-color: transparent;
  .name {
    font-weight: 600;
    font-size: 13px;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .meta {
    display: flex;
    gap: var(--space-1);
    overflow: hidden;
    white-space: nowrap;
    color: var(--color-text-muted);
    font-size: 12px;
  }
`;

const State = styled.span<{ $fault: boolean }>`
  padding: 0 var(--space-1);
  border-radius: var(--radius-sm);
  background: ${({ $fault }) => ($fault ? 'var(--color-danger-tint)' : 'var(--color-surface)')};
  color: ${({ $fault }) => ($fault ? 'var(--color-danger)' : 'var(--color-text)')};
`;
