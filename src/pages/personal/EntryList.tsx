import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ROUTES } from '../../site/routes';
import { useAppHref } from '../../site/siteParams';
import type { Entry } from './entries';
// The personal namespace (t('personal:…')) registers itself on import.
import '../../identity/texts';

/** The event's points mall, in this tab, then the links out to the visitor's other centres, each opening the other product in a new tab. */
export function EntryList({ entries }: { entries: readonly Entry[] }) {
  const { t } = useTranslation();
  const href = useAppHref();
  return (
    <nav aria-labelledby="personal-entries">
      <h2 id="personal-entries">{t('personal:entries')}</h2>
      <List>
        <li>
          <Link to={href(ROUTES.points)} data-entry="pointsMall">{t('personal:pointsMall')}</Link>
        </li>
        {entries.map((entry) => (
          <li key={entry.key}>
            <a href={entry.href} target="_blank" rel="noopener noreferrer" data-entry={entry.key}>
              {t(`personal:entry.${entry.key}`)}
              <span aria-hidden="true">↗</span>
            </a>
          </li>
        ))}
      </List>
    </nav>
  );
}

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: var(--space-3);
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: flex;
    justify-content: space-between;
    align-items: center;
    min-height: var(--touch-target);
    padding: var(--space-3) var(--space-4);
    border-radius: var(--radius-md);
    background: var(--color-surface);
    color: var(--color-text);
    font-weight: 600;
    text-decoration: none;
  }
  a:hover {
    background: var(--color-primary-tint);
  }
`;
