import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PageDetail } from '../../schemas/page';
import { packDraft, type SentDraft } from './draftMessage';
import type { HistoryStep } from './historyKeys';
import { fromFrame, postToFrame, readMessage } from './messages';
import type { ThrownFault } from './report';
import { fillProviderForm, isBackOnPage, isSignedOutAtProvider, type AccountChoice } from './signIn';
import { WORKBENCH_NS } from './texts';
import { scaleFor, type Viewport, type Zoom } from './viewport';

interface Props {
  frameRef: RefObject<HTMLIFrameElement | null>;
  address: string;
  title: string;
  viewport: Viewport;
  zoom: Zoom;
  /** Modules the draft changed, marked in the page. */
  marks: readonly string[];
  /** What the frame renders in preview mode: the page's draft (null: the recorded page). */
  draft: { pageId: string; details: PageDetail[] } | null;
  selected: string | null;
  onSelect: (moduleId: string) => void;
  /** Undo or redo, pressed in the page. */
  onHistory: (step: HistoryStep) => void;
  /** A module threw while rendering in the page. */
  onThrown: (fault: ThrownFault) => void;
  /** The organiser scrolled the page (0: top, 1: bottom), for a view beside it to follow. */
  onScrolled?: (ratio: number) => void;
  /** The frame goes through the provider's sign-out first. */
  leaving: boolean;
  /** The provider has signed the last account out. */
  onLeft: () => void;
  /** The demo account being signed in, while the frame goes through the sign-in. */
  signingIn: AccountChoice;
  /** The sign-in has brought the frame back to a page of the site. */
  onSignedIn: () => void;
}

/** The room the frame has, measured as the window changes. */
function useRoom(ref: RefObject<HTMLElement | null>) {
  const [room, setRoom] = useState({ width: 1, height: 1 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => entry && setRoom({ width: entry.contentRect.width, height: entry.contentRect.height }));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return room;
}

/**
 * The real client in a frame of the chosen size, scaled down to fit: the frame keeps its real
 * CSS width, so the client's own breakpoints apply. The workbench's side of the messages: the
 * draft and the selection go in, the module picked in the page comes out.
 */
export function PageFrame({ frameRef, address, title, viewport, zoom, marks, draft, selected, onSelect, onHistory, onThrown, onScrolled, leaving, onLeft, signingIn, onSignedIn }: Props) {
  const { t } = useTranslation(WORKBENCH_NS);
  const roomRef = useRef<HTMLDivElement>(null);
  const room = useRoom(roomRef);
  const scale = scaleFor(zoom, viewport, room);

  /** What this frame was last sent, so the next draft names the modules it holds (null: send them all). */
  const lastSent = useRef<SentDraft | null>(null);
  const sendDraft = useEffectEvent(() => {
    const frame = frameRef.current?.contentWindow;
    if (!frame) return;
    const { message, sent } = packDraft(draft, lastSent.current);
    lastSent.current = sent;
    postToFrame(frame, { kind: 'draft', draft: message });
  });
  const history = useEffectEvent((step: HistoryStep) => onHistory(step));
  const thrown = useEffectEvent((fault: ThrownFault) => onThrown(fault));
  const scrolled = useEffectEvent((ratio: number) => onScrolled?.(ratio));
  const sendSelection = useEffectEvent(() => {
    const frame = frameRef.current?.contentWindow;
    if (frame) postToFrame(frame, { kind: 'select', moduleId: selected });
  });
  const sendMarks = useEffectEvent(() => {
    const frame = frameRef.current?.contentWindow;
    if (frame) postToFrame(frame, { kind: 'marks', moduleIds: [...marks] });
  });

  useEffect(() => {
    const listener = (event: MessageEvent) => {
      const message = readMessage(fromFrame, event, frameRef.current?.contentWindow ?? null);
      if (message?.kind === 'ready') {
        // A page loaded anew holds no draft: it takes the whole of it.
        lastSent.current = null;
        sendDraft();
        sendSelection();
        sendMarks();
      } else if (message?.kind === 'selected') onSelect(message.moduleId);
      else if (message?.kind === 'history') history(message.step);
      else if (message?.kind === 'scrolled') scrolled(message.ratio);
      else if (message?.kind === 'thrown') thrown({ moduleId: message.moduleId, moduleType: message.moduleType, message: message.message, terminal: message.terminal });
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [frameRef, onSelect]);

  useEffect(() => sendDraft(), [draft]);
  useEffect(() => sendSelection(), [selected]);
  const markList = marks.join(' ');
  useEffect(() => sendMarks(), [markList]);

  const loaded = () => {
    const frame = frameRef.current;
    if (!frame) return;
    if (leaving) {
      if (isSignedOutAtProvider(frame)) onLeft();
      return;
    }
    if (signingIn === 'none') return;
    if (!fillProviderForm(frame, signingIn) && isBackOnPage(frame)) onSignedIn();
  };

  return (
    // Zoomed in, the canvas scrolls: by keyboard too.
    <Room ref={roomRef} tabIndex={0} role="region" aria-label={t('canvas', { title })}>
      <Scaled style={{ width: viewport.width * scale, height: viewport.height * scale }}>
        <Frame
          ref={frameRef}
          src={address}
          title={t('frameTitle', { title })}
          width={viewport.width}
          height={viewport.height}
          onLoad={loaded}
          style={{ width: viewport.width, height: viewport.height, transform: `scale(${scale})` }}
        />
      </Scaled>
      <Zoom aria-live="polite">
        {viewport.width} × {viewport.height} · {t('zoom', { percent: Math.round(scale * 100) })}
      </Zoom>
    </Room>
  );
}

const Room = styled.div`
  position: relative;
  min-height: 0;
  min-width: 0;
  overflow: auto;
  display: grid;
  justify-items: center;
  align-content: start;
  padding: var(--space-4);
  background: var(--color-surface);
  &:focus-visible {
    outline: 2px solid var(--color-primary);
    outline-offset: -2px;
  }
`;

const Scaled = styled.div`
  overflow: hidden;
  border-radius: var(--radius-sm);
  box-shadow: 0 0 0 1px var(--color-border), var(--shadow-2);
`;

const Frame = styled.iframe`
  display: block;
  border: 0;
  transform-origin: 0 0;
  background: #fff;
`;

const Zoom = styled.p`
  position: sticky;
  justify-self: end;
  bottom: 0;
  margin: 0;
  padding: 0 var(--space-1);
  font-size: 13px;
  background: var(--color-bg);
  color: var(--color-text-muted);
`;
