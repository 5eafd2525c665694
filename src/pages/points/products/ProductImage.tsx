import styled from 'styled-components';
import { fillBox } from '../../../theme/mixins';

/**
 * An item's picture in a 4:3 box held from the first paint, so nothing moves when it arrives;
 * an item without one keeps the box, empty. Decorative: the item's name says what it is.
 */
export function ProductImage({ src, eager = false, className }: { src: string | null | undefined; eager?: boolean; className?: string }) {
  return <Box className={className}>{src && <img src={src} alt="" width={400} height={300} loading={eager ? 'eager' : 'lazy'} decoding="async" />}</Box>;
}

const Box = styled.div`
  aspect-ratio: 4 / 3;
  overflow: hidden;
  border-radius: var(--radius-md);
  background: var(--color-surface);

  /* Whole, never cropped: an item's picture shows all of it. */
  img {
    ${fillBox}
    object-fit: contain;
  }
`;
