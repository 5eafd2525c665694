import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { link } from '../../../schemas/modules/link';
import type { PageSummary } from '../bundles';
import { WORKBENCH_NS } from '../texts';
import { describeObject } from './describe';
import { FieldControl, type ControlProps } from './FieldControl';
import { DECLARATIONS } from './fields';
import { useSettings } from './settingsContext';
import { Help } from './style';

/** The link's own fields, once: the picker shows those its kind needs. */
const LINK_FIELDS = describeObject(link, DECLARATIONS);
const byKey = (key: string) => LINK_FIELDS.find((field) => field.key === key)!;
const SHOWN_FOR: Readonly<Record<string, readonly string[]>> = {
  none: [],
  page: ['anchor'],
  route: ['route', 'query'],
  external: ['externalUrl', 'openInNewTab'],
};

/** Every page of the tree, depth first, with its depth (the picker indents children). */
const flatten = (pages: readonly PageSummary[], depth = 0): { page: PageSummary; depth: number }[] =>
  pages.flatMap((page) => [{ page, depth }, ...flatten(page.children, depth + 1)]);

/** Where a click leads: its kind, then a page of the site (picked from the site's tree), a screen of the app or an address. */
export function LinkControl({ path, value, inputId, describedBy }: ControlProps & { label: string }) {
  const { t } = useTranslation(WORKBENCH_NS);
  const { write, pages, words } = useSettings();
  const current = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const kind = typeof current.linkType === 'string' ? current.linkType : 'none';
  const pageId = current.linkPageId === undefined || current.linkPageId === null ? '' : String(current.linkPageId);
  const listed = flatten(pages);
  const pageWords = byKey('linkPageId').declaration?.[words] ?? ['', ''];
  return (
    <Picker>
      <FieldControl field={byKey('linkType')} at={path} />
      {kind === 'page' && (
        <label>
          <span className="label">{pageWords[0]}</span>
          <select id={inputId} aria-describedby={describedBy} value={pageId} onChange={(event) => write([...path, 'linkPageId'], event.target.value || null)}>
            <option value="">{t('pickPage')}</option>
            {pageId && !listed.some(({ page }) => page.pageId === pageId) && <option value={pageId}>{t('missingPage', { id: pageId })}</option>}
            {listed.map(({ page, depth }) => (
              <option key={page.pageId} value={page.pageId}>
                {`${'\u00a0\u00a0'.repeat(depth)}${page.title}${page.draft ? ` (${t('unpublished')})` : ''}`}
              </option>
            ))}
          </select>
        </label>
      )}
      {(SHOWN_FOR[kind] ?? []).map((key) =>
        key === 'query' ? <QueryControl key={key} at={path} value={current.query} /> : <FieldControl key={key} field={byKey(key)} at={path} />,
      )}
      {kind !== 'none' && <FieldControl field={byKey('title')} at={path} />}
    </Picker>
  );
}

/** A screen's parameters, written as an address's query (`id=42&tab=2`), held as the record the schema reads. */
function QueryControl({ at, value }: { at: readonly (string | number)[]; value: unknown }) {
  const { write, words } = useSettings();
  const [label, help] = byKey('query').declaration?.[words] ?? ['query', ''];
  const shown = typeof value === 'object' && value !== null ? new URLSearchParams(Object.entries(value).map(([key, entry]) => [key, String(entry)])).toString() : '';
  return (
    <label>
      <span className="label">{label}</span>
      <input value={shown} placeholder="id=42" onChange={(event) => write([...at, 'query'], event.target.value ? Object.fromEntries(new URLSearchParams(event.target.value)) : null)} />
      <Help>{help}</Help>
    </label>
  );
}

const Picker = styled.div`
  display: grid;
  gap: var(--space-2);
  padding: var(--space-2);
  border-left: 3px solid var(--color-primary-tint);
  label {
    display: grid;
    gap: var(--space-1);
  }
`;
