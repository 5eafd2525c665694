import styled from 'styled-components';
import type { ModuleViewProps } from '../../../renderer/registry';
import type { PublicStyle } from '../../../schemas/modules/common';
import type { FooterModule } from '../../../schemas/modules/footer';
import { textOn } from '../shared/tone';
import { Brand, ColumnLinks, Contacts, Copyright, QrCodes } from './parts';

/** The footer stacked for phones; link columns fold into accordions so contacts stay within reach. */
export default function FooterMobile({ module, config }: ModuleViewProps<FooterModule>) {
  return (
    <Stack data-layout="stacked" $background={module.publicStyleConfiguration}>
      <Brand config={config} name={module.moduleTitle.title ?? ''} />
      {config.columns.length > 0 && (
        <Accordions>
          {config.columns.map((column, index) => (
            <details key={`${column.title}:${index}`}>
              <summary>{column.title}</summary>
              <nav aria-label={column.title}>
                <ColumnLinks column={column} terminal="mobile" />
              </nav>
            </details>
          ))}
        </Accordions>
      )}
      <Contacts contacts={config.contacts} />
      <QrCodes codes={config.qrCodes} />
      <Copyright text={config.copyright} />
    </Stack>
  );
}

const Stack = styled.div<{ $background: PublicStyle }>`
  ${({ $background }) => textOn($background)}
  display: flex;
  flex-direction: column;
  gap: var(--space-6);
`;

const Accordions = styled.div`
  border-top: 1px solid var(--color-border);

  details {
    border-bottom: 1px solid var(--color-border);
  }
  summary {
    display: flex;
    align-items: center;
    justify-content: space-between;
    min-height: var(--touch-target);
    font-size: var(--font-size-md);
    font-weight: 600;
    cursor: pointer;
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  /* A chevron drawn with borders, turned when open. */
  summary::after {
    content: '';
    width: var(--space-2);
    height: var(--space-2);
    margin-inline-end: var(--space-1);
    border-right: 2px solid currentColor;
    border-bottom: 2px solid currentColor;
    transform: rotate(45deg);
    transition: transform 0.2s ease;
  }
  details[open] summary::after {
    transform: rotate(-135deg);
  }
  nav {
    padding-bottom: var(--space-3);
  }
`;
