import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { AssistantContext } from '../../../schemas/assistant';
import { readAssistantMessage, type Framing } from './assistantFrame';

/**
 * The page's end of the assistant's messages: the context goes to the frame once it says it is
 * ready (again whenever the visitor's language or event changes), and its content height comes
 * back. Everything else on `message` is ignored.
 */
export function useAssistantFrame(framing: Framing, context: AssistantContext) {
  const frame = useRef<HTMLIFrameElement>(null);
  const ready = useRef(false);
  const [height, setHeight] = useState<number | null>(null);

  const tell = useEffectEvent(() => frame.current?.contentWindow?.postMessage(context, framing.target));
  const listen = useEffectEvent((event: MessageEvent) => {
    const message = readAssistantMessage(event, framing.origin, frame.current?.contentWindow);
    if (message?.type === 'ready') {
      ready.current = true;
      tell();
    } else if (message?.type === 'resize') setHeight(message.height);
  });

  useEffect(() => {
    const onMessage = (event: MessageEvent) => listen(event);
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  useEffect(() => {
    if (ready.current) tell();
  }, [context.language, context.bventId]);

  return { frame, height };
}
