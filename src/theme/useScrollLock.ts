import { useEffect } from 'react';

/**
 * Locks page scrolling while the caller is mounted (spec section 4: the image preview) and
 * restores the body's own styles after. The scrollbar's width is kept as padding, so the page
 * behind does not jump sideways.
 */
export function useScrollLock(): void {
  useEffect(() => {
    const { body, documentElement } = document;
    const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    const scrollbar = window.innerWidth - documentElement.clientWidth;
    body.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    return () => {
      body.style.overflow = previous.overflow;
      body.style.paddingRight = previous.paddingRight;
    };
  }, []);
}
