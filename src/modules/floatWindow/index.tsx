import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { size } from '../../../renderer/layout';
import type { ModuleViewProps } from '../../../renderer/registry';
import type { FloatWindowModule } from '../../../schemas/modules/floatWindow';
import type { Terminal } from '../../../schemas/page';
import { MaybeLink } from '../shared/MaybeLink';
import { useDismissed } from '../shared/useDismissed';
import { NS } from './texts';
import { CloseIcon } from '../../theme/icons';
import { clampLines } from '../../theme/mixins';

type Position = FloatWindowModule['config']['position'];

/** The sessionStorage key remembering that the visitor closed this promotion. */
export function dismissalKey(moduleId: string): string {
  return `floatWindow:dismissed:${moduleId}`;
}

/**
 * A promotion fixed at a corner of the window, so it stays in view while the page scrolls,
 * until the visitor closes it for the rest of the session. On phones it sits above the bottom
 * navigation, never over it.
 */
export default function FloatWindow({ module, config, terminal }: ModuleViewProps<FloatWindowModule>) {
  const { t } = useTranslation(NS);
  const [dismissed, dismiss] = useDismissed(dismissalKey(module.id));
  if (dismissed) return null;
  const name = config.title || config.link?.title || t('promotion');
  const box = { '--float-width': size(config.width, terminal) } as CSSProperties;
  return (
    <Float role="group" aria-label={name} data-floating data-position={config.position} style={box} $position={config.position} $terminal={terminal}>
      <MaybeLink link={config.link} className="promo">
        <img
          src={config.image}
          alt={config.title ? '' : name}
          width={config.imageWidth}
          height={config.imageHeight}
          style={{ aspectRatio: `${config.imageWidth} / ${config.imageHeight}` }}
          decoding="async"
        />
        {config.title && <span className="title">{config.title}</span>}
      </MaybeLink>
      <button type="button" className="close" aria-label={t('close')} onClick={dismiss}>
        <CloseIcon size={16} weight={2.4} />
      </button>
    </Float>
  );
}

/** Clear of the sticky top bar at the top, of the bottom navigation (and the home indicator) on phones at the bottom. */
function placement(position: Position, terminal: Terminal): string {
  const [vertical, horizontal] = position.split('-') as ['top' | 'bottom', 'left' | 'right'];
  const edge = terminal === 'pc' ? 'var(--space-6)' : 'var(--page-gutter)';
  const top = terminal === 'pc' ? 'calc(var(--nav-height) + var(--space-6))' : 'calc(var(--nav-height-mobile) + var(--space-3))';
  const bottom = terminal === 'pc' ? 'var(--space-6)' : 'calc(var(--bottom-nav-space) + var(--space-3))';
  return `${horizontal}: ${edge}; ${vertical}: ${vertical === 'top' ? top : bottom};`;
}

// The caption's space is margin, not padding: a clamped box clips at its padding's edge, where
// padding below the third line showed the top of a fourth.
const Float = styled.div<{ $position: Position; $terminal: Terminal }>`
  position: fixed;
  ${({ $position, $terminal }) => placement($position, $terminal)}
  z-index: var(--z-sticky);
  width: var(--float-width);
  max-width: calc(100vw - 2 * var(--page-gutter));

  .promo {
    display: block;
    overflow: hidden;
    border-radius: var(--radius-md);
    background: var(--color-bg);
    box-shadow: var(--shadow-2);
    color: var(--color-text);
    text-decoration: none;
  }
  .promo img {
    display: block;
    width: 100%;
    height: auto;
  }
  /* A long caption would grow the window past the screen's top, its close button with it. */
  .title {
    ${clampLines(3)}
    margin: var(--space-2) var(--space-3);
    font-size: var(--font-size-sm);
    font-weight: 600;
    line-height: 1.3;
  }
  a.promo:hover .title,
  a.promo:focus-visible .title {
    color: var(--color-primary-text);
  }
  /* Beside the promotion on the side away from the window's edge, never over it: a tap on the
     picture's corner opens the promotion, it does not close it. */
  .close {
    position: absolute;
    ${({ $position }) => ($position.startsWith('top') ? 'top: 100%;' : 'bottom: 100%;')}
    right: 0;
    z-index: 1;
    display: grid;
    place-items: center;
    width: ${({ $terminal }) => ($terminal === 'pc' ? 'var(--space-8)' : 'var(--touch-target)')};
    height: ${({ $terminal }) => ($terminal === 'pc' ? 'var(--space-8)' : 'var(--touch-target)')};
    padding: 0;
    border: 0;
    background: none;
    color: var(--color-text);
    cursor: pointer;
    transform: translateX(30%);
  }
  /* The visible disc is smaller than the touch target around it. */
  .close::before {
    content: '';
    position: absolute;
    inset: var(--space-2);
    z-index: -1;
    border: 1px solid var(--color-border);
    border-radius: var(--radius-pill);
    background: var(--color-bg);
    box-shadow: var(--shadow-1);
  }
  .close svg {
    position: relative;
    width: var(--space-3);
    height: var(--space-3);
  }
`;
