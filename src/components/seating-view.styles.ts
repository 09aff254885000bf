/** The look of `<seating-view>`: the design tokens, the shared controls, and its own layout. */
import { css } from 'lit';
import { sharedStyles } from './shared.styles.ts';
import { tokens } from './tokens.styles.ts';

export const seatingViewStyles = [
  tokens,
  sharedStyles,
  css`
    :host {
      display: grid;
      grid-template-columns: minmax(0, 1fr);
      gap: var(--_space-4);
    }
    .top {
      display: grid;
      gap: var(--_space-4);
      grid-template-columns: 1fr auto;
      align-items: stretch;
    }
    .export {
      display: grid;
      gap: var(--_space-2);
      align-content: center;
      padding: var(--_panel-padding);
    }
    .export h2 {
      font-size: var(--_font-size-panel-title);
    }
    .layout {
      display: grid;
      gap: var(--_space-4);
      grid-template-columns: minmax(0, 1fr) 20rem;
      align-items: start;
    }
    aside {
      display: grid;
      gap: var(--_space-4);
      position: sticky;
      inset-block-start: var(--_space-4);
    }
    .empty {
      padding: var(--_space-6);
      display: grid;
      gap: var(--_space-3);
      justify-items: start;
    }
    @container (max-width: 900px) {
      .top,
      .layout {
        grid-template-columns: 1fr;
      }
      aside {
        position: static;
      }
    }
  `,
];
