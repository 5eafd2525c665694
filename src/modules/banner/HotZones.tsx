import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useRenderer } from '../../../renderer/context';
import type { BannerModule } from '../../../schemas/modules/banner';
import { leadsSomewhere } from '../shared/links';
import { NS } from './texts';

type HotZone = BannerModule['config']['hotZones'][number];

/** Clickable rectangles over the banner, each a focusable link named by its title. */
export function HotZones({ zones }: { zones: HotZone[] }) {
  const { LinkView } = useRenderer();
  const { t } = useTranslation(NS);
  return zones.map((zone, index) => {
    const { link } = zone;
    if (!leadsSomewhere(link)) return null;
    return (
      <Zone
        key={`${zone.x}:${zone.y}:${index}`}
        style={{ left: `${zone.x}%`, top: `${zone.y}%`, width: `${zone.width}%`, height: `${zone.height}%` }}
      >
        <LinkView link={link} className="hot-zone" aria-label={link.title || t('hotZone', { index: index + 1 })}>
          {null}
        </LinkView>
      </Zone>
    );
  });
}

const Zone = styled.div`
  position: absolute;

  .hot-zone {
    position: relative;
    display: block;
    width: 100%;
    height: 100%;
    border-radius: var(--radius-sm);
    transition: background-color 0.15s ease;
  }
  /* Small zones still get a finger-sized hit area, centred on the drawn one. */
  .hot-zone::after {
    content: '';
    position: absolute;
    left: 50%;
    top: 50%;
    width: max(100%, var(--touch-target));
    height: max(100%, var(--touch-target));
    transform: translate(-50%, -50%);
  }
  .hot-zone:hover {
    background-color: color-mix(in srgb, var(--color-bg) 18%, transparent);
  }
  /* Two rings, light and theme-coloured, so focus shows on any picture. */
  .hot-zone:focus-visible {
    outline: 3px solid var(--color-bg);
    outline-offset: 0;
    box-shadow: 0 0 0 6px var(--color-primary);
  }
`;
