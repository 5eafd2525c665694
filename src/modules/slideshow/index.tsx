import { useMachine } from '@xstate/react';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ModuleViewProps } from '../../../renderer/registry';
import type { SlideshowModule } from '../../../schemas/modules/slideshow';
import type { Terminal } from '../../../schemas/page';
import { slideshowMachine } from '../../machines/slideshow';
import { EmptyState } from '../shared/EmptyState';
import { useReducedMotion } from '../shared/useReducedMotion';
import { useHydrated } from '../../../renderer/useHydrated';
import { Arrow, Dots } from './Controls';
import { Slides, type Slide } from './Slides';
import { NS } from './texts';
import { useSwipe } from './useSwipe';

type Config = SlideshowModule['config'];

/** A carousel of slides: previous/next, dots, arrow keys, swipe, and autoplay that yields to the visitor. */
export default function Slideshow({ module, config, terminal }: ModuleViewProps<SlideshowModule>) {
  if (config.slides.length === 0) return <EmptyState />;
  return <Carousel key={config.slides.length} label={module.moduleTitle.title} config={config} terminal={terminal} />;
}

function firstSlide(config: Config): number {
  return config.startType === 'random' ? Math.floor(Math.random() * config.slides.length) : 0;
}

function Carousel({ label, config, terminal }: { label: string | null | undefined; config: Config; terminal: Terminal }) {
  const { t } = useTranslation(NS);
  const slides: readonly Slide[] = config.slides;
  // A random first slide is drawn once mounted where the page came from a server: its HTML and
  // the browser's hydration show the first slide, then the draw's, in the same box.
  const inBrowser = useHydrated();
  const [drawnLater] = useState(() => !inBrowser && config.startType === 'random');
  const [start] = useState(() => (drawnLater ? 0 : firstSlide(config)));
  const [state, send] = useMachine(slideshowMachine, { input: { count: slides.length, start } });
  useEffect(() => {
    if (drawnLater) send({ type: 'GO_TO', index: firstSlide(config) });
  }, [drawnLater, config, send]);
  const reducedMotion = useReducedMotion();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const index = state.context.index;
  const autoplay = state.matches('playing') && !reducedMotion && slides.length > 1;

  useEffect(() => {
    send({ type: hovered || focused ? 'PAUSE' : 'RESUME' });
  }, [hovered, focused, send]);

  // Restarted by every move, so a slide the visitor chose stays a full interval.
  useEffect(() => {
    if (!autoplay) return undefined;
    const timer = setTimeout(() => send({ type: 'TICK' }), config.interval * 1000);
    return () => clearTimeout(timer);
  }, [autoplay, index, config.interval, send]);

  const swipe = useSwipe((direction) => send({ type: direction < 0 ? 'NEXT' : 'PREV' }));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    send({ type: event.key === 'ArrowLeft' ? 'PREV' : 'NEXT' });
  };
  const several = slides.length > 1;

  return (
    <Root
      role="group"
      aria-roledescription={t('carousel')}
      aria-label={label || t('carousel')}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => setFocused(event.currentTarget.contains(event.relatedTarget))}
      data-playing={autoplay || undefined}
    >
      <Viewport {...(several ? swipe : {})}>
        <Slides slides={slides} index={index} ratio={config.ratio.replace(':', ' / ')} announce={!autoplay} />
        {several && terminal === 'pc' && (
          <>
            <Arrow direction="previous" onClick={() => send({ type: 'PREV' })} />
            <Arrow direction="next" onClick={() => send({ type: 'NEXT' })} />
          </>
        )}
      </Viewport>
      {several && <Dots slides={slides} index={index} onGoTo={(position) => send({ type: 'GO_TO', index: position })} />}
    </Root>
  );
}

const Root = styled.div`
  border-radius: var(--radius-md);

  &:focus-visible {
    outline-offset: var(--space-1);
  }
`;

const Viewport = styled.div`
  position: relative;
  overflow: hidden;
  /* Vertical drags still scroll the page; horizontal ones are ours. */
  touch-action: pan-y;
`;
