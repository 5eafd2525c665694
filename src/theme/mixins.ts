import { css } from 'styled-components';

/**
 * Text cut to `lines` lines with an ellipsis; the full text stays in the DOM for readers. Give
 * the element margin, not vertical padding: it clips at its padding's edge, so padding below
 * the last line shows the top of the next.
 */
export const clampLines = (lines: number) => css`
  display: -webkit-box;
  overflow: hidden;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: ${lines};
  line-clamp: ${lines};
`;

/**
 * The primary call to action: a theme-coloured pill at least 44 px tall (a touch target). Its
 * label is the organiser's and may be long: it wraps inside the pill, never past the window.
 */
export const pillButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  max-width: 100%;
  padding: var(--space-2) var(--space-6);
  text-align: center;
  border: 0;
  border-radius: var(--radius-pill);
  background: var(--color-primary);
  color: var(--color-on-primary);
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
`;

/** A secondary action: an outlined button at touch size on the page's background. */
export const outlineButton = css`
  min-height: var(--touch-target);
  padding: 0 var(--space-4);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-pill);
  background: var(--color-bg);
  color: var(--color-text);
  font: inherit;
  cursor: pointer;
`;

/** A text input or select at touch size, framed like every other form control. */
export const formControl = css`
  min-height: var(--touch-target);
  padding: 0 var(--space-3);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
  background: var(--color-bg);
  color: var(--color-text);
  font: inherit;
`;

/** A picture that fills its box (which holds the ratio) and is cropped to it. */
export const fillBox = css`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

/** A line of a text and its actions, spread to both ends and wrapping on a narrow screen. */
export const spreadLine = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-3);
`;

/** A list of rows, each in its own bordered box (identities, search results). */
export const boxedRows = css`
  display: grid;
  gap: var(--space-2);
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    padding: var(--space-3) var(--space-4);
    border: 1px solid var(--color-border);
    border-radius: var(--radius-md);
  }
`;

/** A modal's box (the one Modal, styled): centred by the browser, narrow, on a dimmed page. */
export const dialogBox = css`
  max-height: calc(100dvh - 2 * var(--space-4));
  padding: var(--space-6);
  border: 0;
  border-radius: var(--radius-lg);
  background: var(--color-bg);
  color: var(--color-text);
  box-shadow: var(--shadow-2);

  &::backdrop {
    background: rgb(0 0 0 / 0.45);
  }
`;

/** A notice floating over the page with its action at the end (sign-in failure, new version): it moves nothing below it. */
export const floatingNotice = css`
  position: fixed;
  inset-inline: var(--space-4);
  z-index: var(--z-toast);
  display: flex;
  gap: var(--space-4);
  align-items: center;
  justify-content: space-between;
  max-width: 40rem;
  margin-inline: auto;
  padding: var(--space-3) var(--space-4);
  border-radius: var(--radius-md);
  color: var(--color-text);
  box-shadow: var(--shadow-2);
`;
