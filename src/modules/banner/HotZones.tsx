import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useRenderer } from '../../../renderer/context';
import type { BannerModule } from '../../../schemas/modules/banner';
import { leadsSomewhere } from '../shared/links';
import { NS } from './texts';

type HotZone = BannerModule['config']['hotZones'][number];

/**
 * Clickable rectangles over the banner, each a focusable link named by its title, placed on the
 * picture as it is drawn: a picture that covers a box of another shape (a full-width banner of a
 * set height on a narrower screen) is cropped at its sides or its foot, and its zones move with it.
 * `ratio`: the picture's width over its height, where the banner says its size.
 */
export function HotZones({ zones, ratio }: { zones: HotZone[]; ratio: number | null }) {
  const { LinkView } = useRenderer();
  const { t } = useTranslation(NS);
  if (!zones.some((zone) => leadsSomewhere(zone.link))) return null;
  return (
    <Stage data-hot-zones="" style={ratio ? ({ '--ratio': ratio } as CSSProperties) : undefined} $cover={ratio !== null}>
      {zones.map((zone, index) => {
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
      })}
    </Stage>
  );
}

/**
 * The picture's own frame, as object-fit: cover draws it: as wide as the box or as the box's
 * height times the ratio, whichever is more, and centred (the box is a size container). Clicks
 * between the zones reach the banner's link below.
 */
const Stage = styled.div<{ $cover: boolean }>`
  position: absolute;
  left: 50%;
  top: 50%;
  transform: translate(-50%, -50%);
  width: ${({ $cover }) => ($cover ? 'max(100cqw, 100cqh * var(--ratio))' : '100%')};
  height: ${({ $cover }) => ($cover ? 'max(100cqh, 100cqw / var(--ratio))' : '100%')};
  pointer-events: none;

  > * {
    pointer-events: auto;
  }
`;

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
