import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { LanguageCode } from '../../schemas/primitives';
import { languages } from '../i18n/languages';
import { firstScreenPaintedYet } from '../platform/firstScreen';
import { useQuery } from '../platform/useQuery';
import { storeLanguage, switchableSites } from '../site/language';
import { useSite } from '../site/SiteContext';
import { useCurrentPage } from './useCurrentPage';

/**
 * Moves to the same site in another language: the per-language site's id replaces siteId, and
 * the page sharing the current page's commonPageId opens there.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const { site } = useSite();
  const current = useCurrentPage();
  const location = useLocation();
  const navigate = useNavigate();
  const listed = switchableSites(site);
  // One language needs no switcher, nor the event's languages; their call and its code wait for
  // the first screen to paint (the site's own list stands until then).
  const eventLanguages = useQuery(listed.length < 2 ? null : `event-languages:${site.businessId}`, (signal) =>
    firstScreenPaintedYet()
      .then(() => import('../api/event'))
      .then(({ queryLanguages }) => queryLanguages(site.businessId, signal)),
  );
  const options = switchableSites(site, eventLanguages.data ?? null);
  if (options.length < 2) return null;

  const choose = (language: LanguageCode) => {
    const target = options.find((entry) => entry.language === language);
    if (!target || target.id === site.id) return;
    storeLanguage(language);
    const search = new URLSearchParams({ siteId: target.id });
    if (current?.commonPageId) search.set('commonPageId', current.commonPageId);
    const pathname = location.pathname === '/' ? '/' : location.pathname;
    navigate({ pathname, search: `?${search}` });
  };

  return (
    <Wrapper className={className}>
      <label htmlFor={id} className="visually-hidden">
        {t('nav:language')}
      </label>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
        <path
          fill="currentColor"
          d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 6h-2.9a15.7 15.7 0 0 0-1.4-3.6A8 8 0 0 1 18.9 8ZM12 4c.8 1.2 1.5 2.5 1.9 4h-3.8c.4-1.5 1.1-2.8 1.9-4ZM4.3 14a8.2 8.2 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4H4.3Zm.8 2h2.9c.3 1.3.8 2.5 1.4 3.6A8 8 0 0 1 5.1 16ZM8 8H5.1a8 8 0 0 1 4.3-3.6C8.8 5.5 8.3 6.7 8 8Zm4 12c-.8-1.2-1.5-2.5-1.9-4h3.8c-.4 1.5-1.1 2.8-1.9 4Zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4Zm.3 5.6c.6-1.1 1.1-2.3 1.4-3.6h2.9a8 8 0 0 1-4.3 3.6ZM16.3 14a16.5 16.5 0 0 0 0-4h3.4a8.2 8.2 0 0 1 0 4h-3.4Z"
        />
      </svg>
      <select id={id} value={site.language} onChange={(event) => choose(event.target.value as LanguageCode)}>
        {options.map((entry) => (
          <option key={entry.language} value={entry.language} lang={entry.language}>
            {languages.find((language) => language.code === entry.language)?.label ?? entry.language}
          </option>
        ))}
      </select>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: inline-flex;
  align-items: center;
  gap: var(--space-1);
  color: inherit;

  select {
    min-height: 44px;
    padding: 0 var(--space-2);
    border: 1px solid currentColor;
    border-radius: var(--radius-sm);
    background: transparent;
    color: inherit;
    font: inherit;
    cursor: pointer;
  }
  option {
    color: var(--color-text);
    background: var(--color-bg);
  }
`;
