import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { FieldPath } from '../fieldPath';
import { WORKBENCH_NS } from '../texts';
import type { Field } from './describe';
import { FieldControl, type ControlProps } from './FieldControl';
import { useSettings } from './settingsContext';
import { Tool } from './style';

/** A new item of a list: an object with an id of its own when the gateway names items, else an empty value of its kind. */
function newItem(item: Field, items: readonly unknown[]): unknown {
  if (item.kind === 'group') return item.named ? { id: `new-item-${items.length + 1}-${Date.now().toString(36)}` } : {};
  if (item.kind === 'number') return item.min ?? 0;
  return '';
}

/** What an item is called in its list: its first text (a title, a label), else its place. */
function itemName(item: unknown): string | null {
  if (typeof item === 'string' && item) return item;
  if (typeof item === 'object' && item !== null) {
    const named = ['title', 'label', 'text', 'caption', 'buttonText'].map((key) => (item as Record<string, unknown>)[key]).find((value) => typeof value === 'string' && value);
    if (typeof named === 'string') return named;
  }
  return null;
}

/** A list of items: each edited in place, moved up or down, copied or removed, and new ones added at the end; all by keyboard too. */
export function ListControl({ field, path, value, label }: ControlProps & { label: string }) {
  const { t } = useTranslation(WORKBENCH_NS);
  const { write } = useSettings();
  if (field.kind !== 'list') return null;
  const items = Array.isArray(value) ? value : [];
  const set = (next: unknown[]) => write(path, next);
  const move = (from: number, to: number) => {
    const next = [...items];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved);
    set(next);
  };
  return (
    <Items>
      {items.map((item, place) => {
        const name = itemName(item) ?? t('itemN', { n: place + 1 });
        const at: FieldPath = [...path, place];
        return (
          <li key={place}>
            <div className="head">
              <span className="name">{name}</span>
              <Tool type="button" disabled={place === 0} aria-label={t('itemUp', { item: name, list: label })} onClick={() => move(place, place - 1)}>
                ↑
              </Tool>
              <Tool type="button" disabled={place === items.length - 1} aria-label={t('itemDown', { item: name, list: label })} onClick={() => move(place, place + 1)}>
                ↓
              </Tool>
              <Tool type="button" aria-label={t('itemRemove', { item: name, list: label })} onClick={() => set(items.filter((_, index) => index !== place))}>
                ✕
              </Tool>
            </div>
            {field.item.kind === 'group' ? (
              field.item.fields.map((inner) => <FieldControl key={inner.key} field={inner} at={at} />)
            ) : (
              <FieldControl field={{ ...field.item, key: String(place), declaration: field.declaration && { ...field.declaration, en: [name, ''], zh: [name, ''] } }} at={at} />
            )}
          </li>
        );
      })}
      <li className="add">
        <Tool type="button" onClick={() => set([...items, newItem(field.item, items)])}>
          {t('itemAdd', { list: label })}
        </Tool>
      </li>
    </Items>
  );
}

const Items = styled.ol`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  min-width: 0;
  gap: var(--space-2);
  margin: 0;
  padding: 0;
  list-style: none;
  > li:not(.add) {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    min-width: 0;
    gap: var(--space-2);
    padding: var(--space-2);
    border: 1px solid var(--color-border);
    border-radius: var(--radius-md);
    background: var(--color-surface);
  }
  .head {
    display: flex;
    gap: var(--space-1);
    align-items: center;
  }
  .name {
    flex: 1;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    font-size: 13px;
    font-weight: 600;
  }
  .add {
    justify-self: start;
  }
`;
