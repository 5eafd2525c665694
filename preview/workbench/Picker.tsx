import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Bundle, PageSummary } from './bundles';
import { WORKBENCH_NS } from './texts';
import { controlLook } from './ui/controlStyle';

interface Props {
  bundles: readonly Bundle[];
  bundle: Bundle;
  siteId: string;
  pageId: string | null;
  onBundle: (name: string) => void;
  onSite: (siteId: string) => void;
  onPage: (pageId: string) => void;
}

/** What to see: a bundle, its site in a language, a page of its tree (drafts marked). */
export function Picker({ bundles, bundle, siteId, pageId, onBundle, onSite, onPage }: Props) {
  const { t } = useTranslation(WORKBENCH_NS);
  const site = bundle.sites.find((entry) => entry.id === siteId);
  return (
    <Panel>
      <label>
        {t('bundle')}
        <select value={bundle.name} onChange={(event) => onBundle(event.target.value)}>
          {bundles.map((entry) => (
            <option key={entry.name} value={entry.name}>
              {entry.title} ({entry.name})
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('siteLanguage')}
        <select value={siteId} onChange={(event) => onSite(event.target.value)}>
          {bundle.sites.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {entry.language ?? '?'} · {entry.title ?? entry.id} ({entry.id})
            </option>
          ))}
        </select>
      </label>
      <nav aria-label={t('pages')}>
        <PageList pages={site?.pages ?? []} pageId={pageId} onPage={onPage} />
      </nav>
    </Panel>
  );
}

function PageList({ pages, pageId, onPage }: { pages: readonly PageSummary[]; pageId: string | null; onPage: (pageId: string) => void }) {
  const { t } = useTranslation(WORKBENCH_NS);
  if (pages.length === 0) return null;
  return (
    <ul>
      {pages.map((page) => (
        <li key={page.pageId}>
          {page.hasDetail ? (
            <button type="button" aria-current={page.pageId === pageId ? 'page' : undefined} onClick={() => onPage(page.pageId)}>
              {page.title}
              {page.draft && <Mark>{t('unpublished')}</Mark>}
            </button>
          ) : (
            <span className="link">
              {page.title} <Mark>{t('noDetail')}</Mark>
            </span>
          )}
          <PageList pages={page.children} pageId={pageId} onPage={onPage} />
        </li>
      ))}
    </ul>
  );
}

const Panel = styled.div`
  display: grid;
  gap: var(--space-2);
  align-content: start;
  label {
    display: grid;
    gap: 2px;
    font-size: 12px;
    font-weight: 600;
    color: var(--color-text-muted);
  }
  select {
    width: 100%;
    min-width: 0;
    ${controlLook}
    min-height: 36px;
    padding: 0 var(--space-1);
    font-weight: normal;
  }
  ul {
    margin: 0;
    padding-left: var(--space-3);
    list-style: none;
  }
  nav > ul {
    padding-left: 0;
  }
  button,
  .link {
    display: flex;
    gap: var(--space-1);
    align-items: center;
    width: 100%;
    min-height: 30px;
    padding: 2px var(--space-2);
    border: 0;
    border-radius: var(--radius-sm);
    background: none;
    color: var(--color-text);
    font: inherit;
    text-align: left;
  }
  button {
    cursor: pointer;
  }
  button[aria-current='page'] {
    background: var(--color-primary-tint);
    font-weight: 600;
  }
  .link {
    color: var(--color-text-muted);
  }
`;

const Mark = styled.span`
  padding: 0 var(--space-1);
  border: 1px solid currentColor;
  border-radius: var(--radius-sm);
  font-size: 12px;
  font-weight: normal;
`;
