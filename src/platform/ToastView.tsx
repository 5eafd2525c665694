import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import type { ActorRefFrom } from 'xstate';
import { VISIBLE_TAG, type ToastIcon, type toastMachine } from '../machines/toast';

/**
 * The toast on screen. The live region stays mounted while empty, so that screen readers announce
 * each message as it is written into it.
 */
export function ToastView({ actor }: { actor: ActorRefFrom<typeof toastMachine> }) {
  const { t } = useTranslation('toast');
  const message = useSelector(actor, (snapshot) => (snapshot.hasTag(VISIBLE_TAG) ? snapshot.context.message : null));
  const loading = message?.kind === 'loading';
  const spoken = message?.icon === 'success' || message?.icon === 'error' ? t(message.icon) : '';

  return (
    <>
      {message?.mask && <Mask />}
      <Layer role="status" aria-live="polite" aria-busy={loading}>
        {message && (
          <Card $bare={message.icon === 'none' && !message.image}>
            {message.image ? <Picture src={message.image} alt="" /> : <Icon icon={message.icon} />}
            {spoken && <span className="visually-hidden">{spoken}</span>}
            <span>{message.title || (loading ? t('loading') : '')}</span>
          </Card>
        )}
      </Layer>
    </>
  );
}

function Icon({ icon }: { icon: ToastIcon }) {
  if (icon === 'none') return null;
  const Svg = icon === 'loading' ? Spinner : Glyph;
  return (
    <Svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <circle cx="12" cy="12" r="10" opacity={icon === 'loading' ? 0.3 : 1} />
      <path d={glyphs[icon]} />
    </Svg>
  );
}

const glyphs = {
  success: 'M7.5 12.5l3 3 6-6.5',
  error: 'M9 9l6 6M15 9l-6 6',
  loading: 'M12 2a10 10 0 0 1 10 10',
} as const;

const fadeIn = keyframes`
  from { opacity: 0; transform: scale(0.96); }
  to { opacity: 1; transform: none; }
`;

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

/** Catches every click while a masked toast or loading is up. */
const Mask = styled.div`
  position: fixed;
  inset: 0;
  z-index: var(--z-toast);
`;

const Layer = styled.div`
  position: fixed;
  inset: 0;
  z-index: var(--z-toast);
  display: flex;
  align-items: center;
  justify-content: center;
  padding: var(--page-gutter);
  pointer-events: none;
`;

const Card = styled.div<{ $bare: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: var(--space-3);
  min-width: ${({ $bare }) => ($bare ? 'auto' : 'calc(var(--space-11) + var(--space-9))')};
  max-width: min(100%, var(--measure));
  padding: ${({ $bare }) => ($bare ? 'var(--space-3) var(--space-5)' : 'var(--space-6) var(--space-5) var(--space-5)')};
  border-radius: var(--radius-md);
  background: color-mix(in srgb, var(--color-text) 88%, transparent);
  color: var(--color-bg);
  box-shadow: var(--shadow-2);
  font-size: var(--font-size-sm);
  line-height: 1.5;
  text-align: center;
  overflow-wrap: anywhere;
  animation: ${fadeIn} 160ms ease-out;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Glyph = styled.svg`
  width: var(--space-8);
  height: var(--space-8);
  flex: none;
`;

const Spinner = styled(Glyph)`
  animation: ${spin} 0.9s linear infinite;
  /* Still, but still shaped like a spinner: the text and aria-busy say it is working. */
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Picture = styled.img`
  width: var(--space-8);
  height: var(--space-8);
  object-fit: contain;
`;
