import styled from 'styled-components';
import { useRenderer } from './context';
import type { ModuleFault } from './faults';

const Card = styled.section`
  margin: var(--space-4) auto;
  max-width: var(--module-width, 1440px);
  padding: var(--space-4);
  border: 2px dashed var(--color-danger);
  border-radius: var(--radius-md);
  background: var(--color-danger-tint);
  color: var(--color-text);
  font-size: 14px;

  h2 {
    margin: 0 0 var(--space-2);
    font-size: 16px;
  }
  code {
    font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  }
  ul {
    margin: var(--space-2) 0 0;
    padding-left: var(--space-5);
  }
`;

/** The preview's account of a module left out: which one, what type, and every issue by path. */
export function FaultCard({ fault }: { fault: ModuleFault }) {
  const { text } = useRenderer();
  const reason =
    fault.kind === 'unknown-type' ? text('faultUnknownType') : fault.kind === 'invalid' ? text('faultInvalid') : text('faultRender');
  return (
    <Card role="alert" data-fault-kind={fault.kind} data-module-id={fault.moduleId}>
      <h2>
        {text('faultTitle')}: <code>{fault.moduleId}</code> · <code>{fault.moduleType}</code>
      </h2>
      <p>{reason}</p>
      {fault.kind === 'invalid' && (
        <ul>
          {fault.issues.map((issue) => (
            <li key={`${issue.path}:${issue.message}`}>
              <code>{issue.path}</code>: {issue.message}
            </li>
          ))}
        </ul>
      )}
      {fault.kind === 'render' && <p><code>{fault.message}</code></p>}
    </Card>
  );
}
