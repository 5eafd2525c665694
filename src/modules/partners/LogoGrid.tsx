import styled from 'styled-components';
import { useRenderer } from '../../../renderer/context';
import type { Partner } from '../../../schemas/content/partners';
import type { Link } from '../../../schemas/modules/link';
import type { Terminal } from '../../../schemas/page';
import { PARTNER_COLUMNS, PARTNER_COLUMNS_MOBILE } from './constants';

/** A partner's own site, opened in a new tab; the schema already refused unsafe addresses. */
function siteOf(partner: Partner): Link | null {
  return partner.link ? { linkType: 'external', externalUrl: partner.link, openInNewTab: true, title: partner.title } : null;
}

/** One category's logos; a logo with a site links out, named by the partner. */
export function LogoGrid({ partners, terminal }: { partners: Partner[]; terminal: Terminal }) {
  const { LinkView } = useRenderer();
  return (
    <Grid $terminal={terminal}>
      {partners.map((partner) => {
        const logo = partner.cover ? <img src={partner.cover} alt={partner.title} loading="lazy" decoding="async" /> : <span>{partner.title}</span>;
        const site = siteOf(partner);
        return (
          <li key={partner.id} title={partner.title}>
            {site ? (
              <LinkView link={site} className="tile">
                {logo}
              </LinkView>
            ) : (
              <div className="tile">{logo}</div>
            )}
          </li>
        );
      })}
    </Grid>
  );
}

export const Grid = styled.ul<{ $terminal: Terminal }>`
  display: grid;
  grid-template-columns: repeat(${({ $terminal }) => ($terminal === 'pc' ? PARTNER_COLUMNS : PARTNER_COLUMNS_MOBILE)}, minmax(0, 1fr));
  gap: ${({ $terminal }) => ($terminal === 'pc' ? 'var(--space-4)' : 'var(--space-2)')};
  margin: 0;
  padding: 0;
  list-style: none;

  .tile {
    display: grid;
    place-items: center;
    /* A definite width: with an auto one the ratio would turn the touch-size minimum height
       into a minimum width wider than a column of a 320 px phone. */
    width: 100%;
    aspect-ratio: 5 / 2;
    min-height: var(--touch-target);
    padding: ${({ $terminal }) => ($terminal === 'pc' ? 'var(--space-3) var(--space-4)' : 'var(--space-1) var(--space-2)')};
    border: 1px solid var(--color-border);
    border-radius: var(--radius-sm);
    background: var(--color-bg);
    color: var(--color-text);
    font-size: var(--font-size-sm);
    text-align: center;
    text-decoration: none;
    overflow: hidden;
    transition:
      border-color 0.2s ease,
      box-shadow 0.2s ease;
  }
  a.tile:hover,
  a.tile:focus-visible {
    border-color: var(--color-primary);
    box-shadow: var(--shadow-1);
  }
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
  @media (prefers-reduced-motion: reduce) {
    .tile {
      transition: none;
    }
  }
`;
