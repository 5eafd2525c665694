import { lazy, Suspense, useState, type ComponentPropsWithoutRef } from 'react';
import { ShareIcon } from '../../theme/icons';
import { shareRoute, type ShareLink } from './share';

const loadSheet = () => import('./ShareSheet');
// Its own chunk with the QR code: asked for when a visitor points at or reaches a share button.
const ShareSheet = lazy(loadSheet);

interface Props extends Omit<ComponentPropsWithoutRef<'button'>, 'type' | 'onClick'> {
  /** The link, or how to read it at the moment of the tap (the page's address then: nothing the server could know). */
  link: ShareLink | (() => ShareLink);
  /** Called once the link has gone (the system's sheet, or a copy from ours): a menu holding the button closes. */
  onShared?: () => void;
  iconSize?: number;
}

/**
 * The product's one share button: the system's share sheet where the browser has one, else
 * ours (copy link, a QR code of the link). Focus comes back here when ours closes. The caller
 * styles it and gives it its words.
 */
export function ShareButton({ link, onShared, iconSize = 20, children, ...props }: Props) {
  const [open, setOpen] = useState<{ link: ShareLink; opener: HTMLButtonElement } | null>(null);
  const share = async (opener: HTMLButtonElement) => {
    const shared = typeof link === 'function' ? link() : link;
    if ((await shareRoute(shared)) === 'native') onShared?.();
    else setOpen({ link: shared, opener });
  };
  // A hint only: a fetch cut off or failed here is not an error of its own (an unhandled one in Firefox).
  const preload = () => void loadSheet().catch(() => undefined);
  return (
    <>
      <button type="button" {...props} onPointerEnter={preload} onFocus={preload} onClick={(event) => void share(event.currentTarget)}>
        <ShareIcon size={iconSize} />
        {children}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ShareSheet
            link={open.link}
            returnFocus={open.opener}
            onClose={() => setOpen(null)}
            onCopy={() => {
              setOpen(null);
              onShared?.();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
