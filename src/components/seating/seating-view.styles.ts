/** The look of `<seating-view>`: the design tokens, the shared controls, and its own layout. */
import { css } from 'lit';
import { sharedStyles } from '../ui/shared.styles.ts';
import { tokens } from '../ui/tokens.styles.ts';

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
    /* In the sheet the inspector is the sheet's content, not a card of its own. */
    bottom-sheet booking-inspector::part(panel) {
      border: none;
      box-shadow: none;
    }
    /* Where a booking moved from the sheet went: at the bottom of the window, in sight wherever the page is scrolled. */
    .note {
      position: fixed;
      z-index: 10;
      inset-inline: var(--_space-3);
      inset-block-end: calc(var(--_space-3) + env(safe-area-inset-bottom));
      max-inline-size: 32rem;
      margin-inline: auto;
      display: flex;
      gap: var(--_space-3);
      align-items: center;
      justify-content: space-between;
      padding-block: var(--_space-2);
      padding-inline: var(--_space-4) var(--_space-2);
      border-radius: var(--_radius);
      background: var(--_inverse-bg);
      color: var(--_inverse-text);
      box-shadow: var(--_shadow-toast);
    }
    .note .btn {
      background: transparent;
      color: var(--_inverse-text);
      border-color: color-mix(in srgb, var(--_inverse-text) 60%, transparent);
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
