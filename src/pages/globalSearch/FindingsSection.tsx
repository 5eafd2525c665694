import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatNumber } from '../../i18n/format';
import { boxedRows, outlineButton } from '../../theme/mixins';
import type { Finding } from './finding';
import type { SearchKind } from './kinds';
import { GLOBAL_SEARCH_NS } from './texts';

/** A kind shows this many matches until the visitor asks for all of them. */
const FIRST_SHOWN = 8;

interface Props {
  kind: SearchKind;
  /** The kind's matches; null while it could not be searched. */
  count: number | null;
  found?: readonly Finding[];
  /** In place of the matches: why there are none to show. */
  children?: ReactNode;
}

/** One kind's matches under its name and count, the first few until "show all". */
export function FindingsSection({ kind, count, found = [], children }: Props) {
  const { t } = useTranslation(GLOBAL_SEARCH_NS);
  const headingId = useId();
  const [all, setAll] = useState(false);
  const shown = all ? found : found.slice(0, FIRST_SHOWN);
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>
        {t(`kinds.${kind}`)}
        {count !== null && <Count> {t('count', { number: formatNumber(count) })}</Count>}
      </h2>
      {children ?? (
        <ul>
          {shown.map((finding) => (
            <li key={finding.id} lang={finding.lang}>
              <h3>
                {finding.external ? (
                  <a href={finding.href} target="_blank" rel="noopener noreferrer">
                    {finding.title}
                  </a>
                ) : (
                  <Link to={finding.href}>{finding.title}</Link>
                )}
              </h3>
              {finding.line && <p>{finding.line}</p>}
            </li>
          ))}
        </ul>
      )}
      {shown.length < found.length && (
        <ShowAll type="button" onClick={() => setAll(true)}>
          {t('showAll', { number: formatNumber(found.length), kind: t(`kinds.${kind}`) })}
        </ShowAll>
      )}
    </Section>
  );
}

/** The results' box while the kinds load: about one section, so the page does not grow in jumps. */
export function FindingsPlaceholder() {
  return <Placeholder aria-hidden="true" />;
}

const Section = styled.section`
  margin-top: var(--space-6);

  h2 {
    margin: 0 0 var(--space-3);
    font-size: var(--font-size-lg);
    color: var(--color-text);
  }
  ul {
    ${boxedRows}
  }
  li {
    background: var(--color-bg);
    min-width: 0;
  }
  h3 {
    margin: 0;
    font-size: var(--font-size-md);
    line-height: 1.4;
    overflow-wrap: anywhere;
  }
  h3 a {
    color: var(--color-primary-text);
  }
  p {
    margin: var(--space-1) 0 0;
    font-size: var(--font-size-sm);
    color: var(--color-text-muted);
    overflow-wrap: anywhere;
  }
`;

const Count = styled.span`
  font-weight: 400;
  color: var(--color-text-muted);
`;

const ShowAll = styled.button`
  ${outlineButton}
  margin-top: var(--space-3);
`;

const Placeholder = styled.div`
  min-height: calc(var(--space-11) * 4);
  margin-top: var(--space-6);
  border-radius: var(--radius-md);
  background: var(--color-surface);
`;
