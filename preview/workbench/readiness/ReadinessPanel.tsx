import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { WORKBENCH_NS } from '../texts';
import { Tool } from '../settings/style';
import type { ReadinessItem } from './readiness';
import { readinessWords } from './words';

interface Props {
  items: readonly ReadinessItem[];
  nameOf: (key: string) => string;
  onShow: (key: string) => void;
  onCopy: () => void;
}

/** Whether the page may be handed over, and if not, each finding by module, with a way to the module. */
export function ReadinessPanel({ items, nameOf, onShow, onCopy }: Props) {
  const { t } = useTranslation(WORKBENCH_NS);
  return (
    <Region role="region" aria-labelledby="readiness-heading">
      <h2 id="readiness-heading">{t('report')}</h2>
      <p className="verdict" data-ready={items.length === 0}>
        {items.length === 0 ? t('ready') : t('notReady', { count: items.length })}
      </p>
      {items.length > 0 && (
        <ul>
          {items.map((item, index) => (
            <li key={`${item.kind}:${item.moduleId}:${index}`} data-module-id={item.moduleId} data-kind={item.kind}>
              <a
                href={`#${item.moduleId}`}
                onClick={(event) => {
                  event.preventDefault();
                  onShow(item.moduleId);
                }}
                aria-label={t('showInPage', { module: nameOf(item.moduleId) })}
              >
                {nameOf(item.moduleId)}
              </a>
              <p>
                {readinessWords(item, t)}{' '}
                <span className="terminals">{t('terminals', { terminals: item.terminals.map((terminal) => t(`terminal_${terminal}`)).join(', ') })}</span>
              </p>
              {item.kind === 'fault' && (
                <ul className="issues">
                  {item.detail.issues.map((issue) => (
                    <li key={`${issue.path}:${issue.message}`}>
                      <code>{issue.path}</code>: {issue.message}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
      <Tool type="button" onClick={onCopy}>
        {t('copyReport')}
      </Tool>
    </Region>
  );
}

const Region = styled.section`
  display: grid;
  gap: var(--space-2);
  align-content: start;
  h2 {
    margin: 0;
    font-size: 16px;
  }
  .verdict {
    margin: 0;
    padding: var(--space-2);
    border-radius: var(--radius-sm);
    font-weight: 600;
    background: var(--color-danger-tint);
  }
  .verdict[data-ready='true'] {
    background: var(--color-primary-tint);
  }
  ul {
    display: grid;
    gap: var(--space-2);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li[data-kind] {
    padding: var(--space-2);
    border: 1px solid var(--color-border);
    border-left: 3px solid var(--color-danger);
    border-radius: var(--radius-sm);
  }
  a {
    font-weight: 600;
    color: var(--color-primary-text);
  }
  p {
    margin: var(--space-1) 0 0;
    font-size: 13px;
    overflow-wrap: anywhere;
  }
  .terminals {
    color: var(--color-text-muted);
  }
  ul.issues {
    padding-left: var(--space-4);
    list-style: disc;
    gap: 0;
    font-size: 13px;
    overflow-wrap: anywhere;
  }
  button {
    justify-self: start;
  }
`;
