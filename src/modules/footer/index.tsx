import styled from 'styled-components';
import type { ModuleViewProps } from '../../../renderer/registry';
import type { PublicStyle } from '../../../schemas/modules/common';
import type { FooterModule } from '../../../schemas/modules/footer';
import { textOn } from '../shared/tone';
import FooterMobile from './Mobile';
import { Brand, ColumnLinks, Contacts, Copyright, Heading, QrCodes } from './parts';

/** The site footer: brand, link columns side by side, contacts, QR codes, copyright. Phones get the stacked form. */
export default function Footer(props: ModuleViewProps<FooterModule>) {
  if (props.terminal === 'mobile') return <FooterMobile {...props} />;
  const { module, config } = props;
  return (
    <Body $background={module.publicStyleConfiguration}>
      <Columns>
        <Brand config={config} name={module.moduleTitle.title ?? ''} />
        {config.columns.map((column, index) => (
          <nav key={`${column.title}:${index}`} aria-label={column.title}>
            <Heading>{column.title}</Heading>
            <ColumnLinks column={column} terminal="pc" />
          </nav>
        ))}
        <Contacts contacts={config.contacts} />
        <QrCodes codes={config.qrCodes} />
      </Columns>
      <Copyright text={config.copyright} />
    </Body>
  );
}

const Body = styled.div<{ $background: PublicStyle }>`
  ${({ $background }) => textOn($background)}
  display: grid;
  gap: var(--space-7);
`;

// Flex rather than a fixed grid: organisers choose how many link columns there are.
const Columns = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-7);
  align-items: flex-start;

  > * {
    flex: 1 1 0;
    min-width: calc(var(--space-11) * 2);
  }
  > :first-child {
    flex-grow: 2;
  }
`;
