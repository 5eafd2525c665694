import styled from 'styled-components';
import { fillBox } from '../../theme/mixins';

/** A story's cover in a 16:9 box, so text never jumps when it loads; decoration, the title names it. */
export function Cover({ src, eager = false, className }: { src: string | null | undefined; eager?: boolean; className?: string }) {
  return <Box className={className}>{src && <img src={src} alt="" loading={eager ? 'eager' : 'lazy'} decoding="async" />}</Box>;
}

const Box = styled.div`
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: var(--radius-md);
  background: var(--color-primary-tint);

  img {
    ${fillBox}
    transition: transform 0.3s ease;
  }
  @media (prefers-reduced-motion: reduce) {
    img {
      transition: none;
    }
  }
`;
