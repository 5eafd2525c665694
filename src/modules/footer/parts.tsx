import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useRenderer } from '../../../renderer/context';
import type { FooterModule } from '../../../schemas/modules/footer';
import type { Terminal } from '../../../schemas/page';
import { leadsSomewhere } from '../shared/links';
import { NS } from './texts';

type Config = FooterModule['config'];
type Column = Config['columns'][number];

/** Logo and about text; the logo is named after the organiser's title, or decoration without one. */
export function Brand({ config, name }: { config: Config; name: string }) {
  if (!config.logo && !config.about) return null;
  return (
    <BrandBox>
      {config.logo && <img src={config.logo} alt={name} loading="lazy" decoding="async" />}
      {config.about && <p>{config.about}</p>}
    </BrandBox>
  );
}

/**
 * One column's links, each through the renderer so the product's routing and checks apply;
 * on phones each is a full touch target tall.
 */
export function ColumnLinks({ column, terminal }: { column: Column; terminal: Terminal }) {
  const { LinkView } = useRenderer();
  return (
    <LinkList $touch={terminal === 'mobile'}>
      {column.links.map((link, index) => (
        <li key={`${link.text}:${index}`}>{leadsSomewhere(link) ? <LinkView link={link}>{link.text}</LinkView> : <span>{link.text}</span>}</li>
      ))}
    </LinkList>
  );
}

export function Contacts({ contacts }: { contacts: Config['contacts'] }) {
  const { t } = useTranslation(NS);
  if (contacts.length === 0) return null;
  return (
    <div>
      <Heading>{t('contact')}</Heading>
      <Address>
        <dl>
          {contacts.map((contact) => (
            <div key={contact.label}>
              <dt>{contact.label}</dt>
              <dd>{contact.value}</dd>
            </div>
          ))}
        </dl>
      </Address>
    </div>
  );
}

export function QrCodes({ codes }: { codes: Config['qrCodes'] }) {
  const { t } = useTranslation(NS);
  if (codes.length === 0) return null;
  return (
    <div>
      <Heading>{t('followUs')}</Heading>
      <CodeRow>
        {codes.map((code) => (
          <figure key={code.image}>
            <img src={code.image} alt={t('qrCode', { caption: code.caption ?? '' })} loading="lazy" decoding="async" />
            {code.caption && <figcaption>{code.caption}</figcaption>}
          </figure>
        ))}
      </CodeRow>
    </div>
  );
}

export function Copyright({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return <Small>{text}</Small>;
}

export const Heading = styled.h3`
  margin: 0 0 var(--space-3);
  font-size: var(--font-size-md);
  line-height: 1.4;
  color: var(--color-text);
`;

const BrandBox = styled.div`
  img {
    display: block;
    height: var(--space-9);
    width: auto;
    max-width: 100%;
    object-fit: contain;
  }
  p {
    margin: var(--space-3) 0 0;
    max-width: var(--measure);
    font-size: var(--font-size-sm);
    color: var(--color-text-muted);
  }
`;

const LinkList = styled.ul<{ $touch: boolean }>`
  display: grid;
  gap: ${({ $touch }) => ($touch ? '0' : 'var(--space-2)')};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: var(--font-size-sm);

  a,
  span {
    display: inline-flex;
    align-items: center;
    min-height: ${({ $touch }) => ($touch ? 'var(--touch-target)' : 'auto')};
    color: var(--color-text-muted);
    text-decoration: none;
  }
  a:hover {
    color: var(--color-primary-text);
    text-decoration: underline;
  }
`;

const Address = styled.address`
  font-size: var(--font-size-sm);
  font-style: normal;

  dl {
    margin: 0;
  }
  div + div {
    margin-top: var(--space-2);
  }
  dt {
    color: var(--color-text-muted);
  }
  dd {
    margin: 0;
    color: var(--color-text);
    overflow-wrap: anywhere;
  }
`;

const CodeRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-4);

  figure {
    margin: 0;
    text-align: center;
  }
  img {
    display: block;
    width: calc(var(--space-11) + var(--space-7));
    aspect-ratio: 1;
    padding: var(--space-1);
    background: var(--color-bg);
    border: 1px solid var(--color-border);
    border-radius: var(--radius-sm);
  }
  figcaption {
    margin-top: var(--space-1);
    font-size: var(--font-size-xs);
    color: var(--color-text-muted);
  }
`;

const Small = styled.p`
  margin: 0;
  padding-top: var(--space-4);
  border-top: 1px solid var(--color-border);
  font-size: var(--font-size-xs);
  color: var(--color-text-muted);
  text-align: center;
`;
