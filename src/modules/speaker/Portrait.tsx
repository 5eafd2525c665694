import styled from 'styled-components';
import { fillBox } from '../../theme/mixins';

/** A round portrait in a square box, so the card keeps its shape while the picture loads. */
export function Portrait({ src, size }: { src: string | null | undefined; size: string }) {
  return <Frame $size={size}>{src && <img src={src} alt="" loading="lazy" decoding="async" />}</Frame>;
}

const Frame = styled.span<{ $size: string }>`
  display: block;
  flex: none;
  width: ${({ $size }) => $size};
  aspect-ratio: 1;
  overflow: hidden;
  border-radius: 50%;
  background: var(--color-primary-tint);

  img {
    ${fillBox}
  }
`;
