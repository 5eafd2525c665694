import styled from 'styled-components';

/** A frame that is the page (a webview page, the event's assistant): the full width, the viewport's height below the bar. */
export const ViewportFrame = styled.iframe`
  display: block;
  width: 100%;
  height: calc(100dvh - var(--nav-height));
  border: 0;
`;
