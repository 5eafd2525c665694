import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PageReport } from './report';
import { WORKBENCH_NS } from './texts';

interface Props {
  report: PageReport;
  onShow: (moduleId: string) => void;
  onCopy: () => void;
}

/** Every fault of the draft page by module, each issue with its path; a link selects the module in the page. */
export function Report({ report, onShow, onCopy }: Props) {
  const { t } = useTranslation(WORKBENCH_NS);
  const heading = useId();
  return (
    <Region role="region" aria-labelledby={heading}>
      <h2 id={heading}>{t('report')}</h2>
      <Verdict data-ready={report.ready} $ready={report.ready}>
        {report.ready ? t('ready') : t('notReady', { count: report.faults.length })}
      </Verdict>
      {report.faults.length > 0 && (
        <ul>
          {report.faults.map((fault) => (
            <li key={`${fault.moduleId}:${fault.kind}:${fault.terminals.join()}`} data-module-id={fault.moduleId}>
              <h3>
                <a
                  href={`#${fault.moduleId}`}
                  onClick={(event) => {
                    event.preventDefault();
                    onShow(fault.moduleId);
                  }}
                  aria-label={t('showInPage', { module: `${fault.moduleId} (${fault.moduleType})` })}
                >
                  <code>{fault.moduleId}</code> · <code>{fault.moduleType}</code>
                </a>
              </h3>
              <p>
                {t(`fault_${fault.kind}`)} · {t('terminals', { terminals: fault.terminals.join(', ') })}
              </p>
              <ul className="issues">
                {fault.issues.map((issue) => (
                  <li key={`${issue.path}:${issue.message}`}>
                    <code>{issue.path}</code>: {issue.message}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      <button type="button" onClick={onCopy}>
        {t('copyReport')}
      </button>
    </Region>
  );
}

const Region = styled.section`
  display: grid;
  gap: var(--space-2);
  align-content: start;
  h2 {
    margin: 0;
    font-size: 18px;
  }
  h3 {
    margin: 0;
    font-size: 15px;
  }
  ul {
    display: grid;
    gap: var(--space-2);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  ul.issues {
    padding-left: var(--space-4);
    list-style: disc;
    gap: 0;
    font-size: 14px;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    font-size: 14px;
  }
  a {
    display: inline-block;
    min-height: 24px;
    color: var(--color-primary-text);
  }
  button {
    justify-self: start;
    min-height: 44px;
    padding-inline: var(--space-3);
    font: inherit;
  }
`;

const Verdict = styled.p<{ $ready: boolean }>`
  padding: var(--space-2);
  border-radius: var(--radius-sm);
  font-weight: 600;
  background: ${({ $ready }) => ($ready ? 'var(--color-primary-tint)' : 'var(--color-danger-tint)')};
  color: var(--color-text);
`;
