/** The look of `<tables-view>`: the design tokens, the shared controls, and its own layout. */
import { css } from 'lit';
import { sharedStyles } from '../ui/shared.styles.ts';
import { tokens } from '../ui/tokens.styles.ts';

export const tablesViewStyles = [
  tokens,
  sharedStyles,
  css`
    :host {
      display: grid;
      grid-template-columns: minmax(0, 1fr);
      gap: 0.9rem;
    }
    /* The booking a finger drags, just above the finger so the finger does not hide it. */
    .touch-ghost {
      position: fixed;
      /* Physical, as the finger's --x and --y are, in either direction. */
      left: 0;
      top: 0;
      transform: translate(calc(var(--x) - 50%), calc(var(--y) - 3.5rem));
      z-index: 10;
      pointer-events: none;
      padding: 0.3em 0.8em;
      border-radius: var(--_radius-pill);
      background: var(--_accent);
      color: var(--_accent-text);
      box-shadow: var(--_shadow-toast);
      white-space: nowrap;
    }
    .toolbar {
      display: flex;
      flex-wrap: wrap;
      gap: var(--_space-2) var(--_space-4);
      align-items: center;
    }
    .toolbar input {
      /* Its own line on a phone, where the placeholder (its visible label) would be cut short beside the layout choice. */
      flex: 1 1 14rem;
      max-width: 24rem;
    }
    .toolbar .layout {
      display: flex;
      gap: var(--_space-1);
      margin-inline-start: auto;
    }
    .toolbar .layout .btn[aria-pressed='true'] {
      background: var(--_accent-soft);
      border-color: var(--_accent);
      color: var(--_accent);
      font-weight: 600;
    }
    .grid {
      display: grid;
      gap: var(--_space-3);
      grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr));
    }
    .grid.list {
      grid-template-columns: minmax(0, 1fr);
      gap: var(--_space-2);
    }
    /* Stays in sight while the tables scroll: a refused drop far down the page is still read. */
    .refusal {
      position: sticky;
      inset-block-start: var(--_space-2);
      z-index: 3;
      padding: 0.7rem var(--_space-4);
      border-radius: var(--_radius);
      background: var(--_danger-soft);
      border: 1px solid var(--_danger-border);
      color: var(--_danger);
      display: flex;
      gap: var(--_space-3);
      align-items: center;
      justify-content: space-between;
    }
    .empty {
      padding: var(--_space-6);
      text-align: center;
    }
    .selection {
      position: sticky;
      inset-block-start: var(--_space-2);
      z-index: 2;
      display: flex;
      flex-wrap: wrap;
      gap: var(--_space-2) var(--_space-4);
      align-items: center;
      justify-content: space-between;
      padding: 0.6rem 0.9rem;
      border-radius: var(--_radius);
      background: var(--_inverse-bg);
      color: var(--_inverse-text);
      box-shadow: var(--_shadow);
    }
    .selection .btn {
      background: transparent;
      color: var(--_inverse-text);
      border-color: color-mix(in srgb, var(--_inverse-text) 60%, transparent);
    }
    .selection .btn:hover {
      background: color-mix(in srgb, var(--_inverse-text) 15%, transparent);
    }
  `,
];
