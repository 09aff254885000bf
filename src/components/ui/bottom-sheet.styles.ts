/** The look of `<bottom-sheet>`: the design tokens, the shared controls, and the sheet along the bottom edge. */
import { css } from 'lit';
import { dialogStyles, sharedStyles } from './shared.styles.ts';
import { tokens } from './tokens.styles.ts';

export const bottomSheetStyles = [
  tokens,
  sharedStyles,
  dialogStyles,
  css`
    dialog {
      /* Along the bottom edge, as wide as the window up to a readable width. */
      margin: auto auto 0;
      inline-size: min(40rem, 100%);
      max-inline-size: 100%;
      max-block-size: 85dvh;
      border-end-start-radius: 0;
      border-end-end-radius: 0;
      background: var(--_surface);
      overflow: hidden;
    }
    .surface {
      display: grid;
      grid-template-rows: auto minmax(0, 1fr);
      max-block-size: 85dvh;
    }
    header {
      display: flex;
      align-items: center;
      justify-content: flex-end;
      padding: var(--_space-2) var(--_space-3) 0;
      position: relative;
    }
    .handle {
      position: absolute;
      inset-block-start: var(--_space-2);
      inset-inline: 0;
      margin-inline: auto;
      inline-size: 2.5rem;
      block-size: 4px;
      border-radius: var(--_radius-pill);
      background: var(--_track);
    }
    .body {
      overflow-y: auto;
      overscroll-behavior: contain;
      padding-block-end: env(safe-area-inset-bottom);
    }
  `,
];
