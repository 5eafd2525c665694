import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { fieldLabel } from '../settings/moduleSettings';
import { WORKBENCH_NS } from '../texts';
import type { DraftChange } from './changes';

interface Props {
  changes: readonly DraftChange[];
  nameOf: (key: string) => string;
  onShow: (key: string) => void;
}

/** A value as a line of the list: texts quoted, lists by their length, nothing as a dash. */
function shown(value: unknown, t: (key: string, options?: Record<string, unknown>) => string): string {
  if (value === undefined || value === null || value === '') return '—';
  if (Array.isArray(value)) return t('items', { count: value.length });
  if (typeof value === 'object') return '{…}';
  const text = String(value);
  return typeof value === 'string' ? `“${text.length > 60 ? `${text.slice(0, 60)}…` : text}”` : text;
}

/** What the draft changed against the live page: moves, hiding, added and removed modules, each field's old and new value. */
export function ChangesPanel({ changes, nameOf, onShow }: Props) {
  const { t, i18n } = useTranslation(WORKBENCH_NS);
  const words = i18n.language.startsWith('zh') ? 'zh' : 'en';
  if (changes.length === 0) return <p className="empty">{t('noChanges')}</p>;
  return (
    <List aria-label={t('tab_changes')}>
      {changes.map((change, index) => (
        <li key={`${change.key}:${change.kind}:${index}`} data-module-id={change.key} data-kind={change.kind}>
          <a
            href={`#${change.key}`}
            onClick={(event) => {
              event.preventDefault();
              if (change.kind !== 'removed') onShow(change.key);
            }}
          >
            {change.kind === 'removed' ? t('moduleName', { title: change.title || change.key, type: t(`type_${change.moduleType}`, { defaultValue: change.moduleType }) }) : nameOf(change.key)}
          </a>
          <span>
            {change.kind === 'moved'
              ? t('change_moved', { from: change.from, to: change.to })
              : change.kind === 'field'
                ? t('change_field', {
                    field: fieldLabel(change.moduleType, change.path, words) ?? change.path.join('.'),
                    before: shown(change.before, t),
                    after: shown(change.after, t),
                  })
                : t(`change_${change.kind}`)}
          </span>
        </li>
      ))}
    </List>
  );
}

const List = styled.ul`
  display: grid;
  gap: var(--space-1);
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: 2px;
    padding: var(--space-2);
    border: 1px solid var(--color-border);
    border-radius: var(--radius-sm);
    font-size: 13px;
    overflow-wrap: anywhere;
  }
  a {
    font-weight: 600;
    color: var(--color-primary-text);
  }
`;
