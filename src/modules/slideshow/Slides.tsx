import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { SlideshowModule } from '../../../schemas/modules/slideshow';
import { MaybeLink } from '../shared/MaybeLink';
import { NS } from './texts';

export type Slide = SlideshowModule['config']['slides'][number];

/** The framework swiper's transition duration (spec section 9). */
export const SLIDE_DURATION_MS = 500;

interface Props {
  slides: readonly Slide[];
  index: number;
  ratio: string;
  /** While the slides advance by themselves, screen readers are not told of every change. */
  announce: boolean;
}

/** The strip of slides, moved so the current one is in view; the others are inert. */
export function Slides({ slides, index, ratio, announce }: Props) {
  const { t } = useTranslation(NS);
  return (
    <Track style={{ transform: `translateX(${-100 * index}%)` }} aria-live={announce ? 'polite' : 'off'}>
      {slides.map((slide, position) => {
        const current = position === index;
        const body = (
          <>
            <Picture $ratio={ratio}>
              <img src={slide.image} alt={slide.title ? '' : t('slide', { index: position + 1, count: slides.length })} loading="lazy" decoding="async" draggable={false} />
            </Picture>
            {slide.title && <Caption title={slide.title}>{slide.title}</Caption>}
          </>
        );
        return (
          <div
            key={slide.id}
            role="group"
            aria-roledescription={t('slideRole')}
            aria-label={t('slide', { index: position + 1, count: slides.length })}
            inert={!current}
            data-current={current || undefined}
          >
            <MaybeLink link={slide.link} className="slide">
              {body}
            </MaybeLink>
          </div>
        );
      })}
    </Track>
  );
}

const Track = styled.div`
  display: flex;
  transition: transform ${SLIDE_DURATION_MS}ms ease;

  > div {
    flex: 0 0 100%;
    min-width: 0;
  }
  .slide {
    display: block;
    color: var(--color-text);
    text-decoration: none;
    /* A drag is a swipe, never a dragged link or picture. */
    user-select: none;
    -webkit-user-drag: none;
  }
  a.slide:focus-visible {
    outline-offset: -3px;
  }
  a.slide:hover p {
    color: var(--color-primary-text);
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Picture = styled.div<{ $ratio: string }>`
  aspect-ratio: ${({ $ratio }) => $ratio};
  overflow: hidden;
  border-radius: var(--radius-md);
  background: var(--color-surface);

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Caption = styled.p`
  display: -webkit-box;
  margin: var(--space-3) 0 0;
  overflow: hidden;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  line-clamp: 2;
  font-size: var(--font-size-md);
  font-weight: 600;
  line-height: 1.4;
`;
