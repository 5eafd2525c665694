import { useEffect, useRef, type ComponentPropsWithoutRef, type KeyboardEvent, type MouseEvent } from 'react';
import { useScrollLock } from './useScrollLock';

export interface ModalProps extends Omit<ComponentPropsWithoutRef<'dialog'>, 'open' | 'onClose' | 'onCancel'> {
  /** Asked once when the visitor dismisses it (Escape, the system back gesture, a click on the backdrop); the caller unmounts it. */
  onClose: () => void;
  /** Whether a click outside the dialog's box closes it (default true). */
  closeOnBackdrop?: boolean;
  /** Where focus goes back when it closes (the control that opened it); by default whatever had focus when it opened. */
  returnFocus?: HTMLElement | null;
}

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The one modal of the product, on a native `<dialog>` opened with showModal(): the page
 * behind is inert and under a backdrop, focus goes to its first control, Tab goes round inside
 * it, Escape and a click on the backdrop close it, the page does not scroll behind it, and
 * focus goes back when it closes. It is open while mounted: render it to open it.
 */
export function Modal({ onClose, closeOnBackdrop = true, returnFocus, onKeyDown, onClick, children, ...props }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const closed = useRef(false);
  const controls = () => [...(ref.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
  useScrollLock();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const before = returnFocus ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    // Environments without showModal (older webviews, jsdom) still get an open dialog.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    dialog.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    return () => before?.focus();
  }, [returnFocus]);

  // Escape arrives as a key and, from the browser, as a cancel event: close once.
  const close = () => {
    if (closed.current) return;
    closed.current = true;
    onClose();
  };
  const keyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      wrapTab(event);
    }
  };
  // The page behind is inert, but Tab would still leave for the browser's own controls.
  const wrapTab = (event: KeyboardEvent<HTMLDialogElement>) => {
    const all = controls();
    const [first, last] = [all[0], all.at(-1)];
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !ref.current?.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };
  const click = (event: MouseEvent<HTMLDialogElement>) => {
    onClick?.(event);
    if (!closeOnBackdrop || event.target !== ref.current) return;
    const box = ref.current.getBoundingClientRect();
    if (event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom) close();
  };
  return (
    <dialog
      ref={ref}
      aria-modal="true"
      {...props}
      onKeyDown={keyDown}
      onClick={click}
      onCancel={(event) => {
        // The browser would close the dialog itself; it closes through the caller instead.
        event.preventDefault();
        close();
      }}
    >
      {children}
    </dialog>
  );
}
