/** The look of `<booking-inspector>`: the design tokens, the shared controls, and its own layout. */
import { css } from 'lit';
import { sharedStyles } from '../ui/shared.styles.ts';
import { tokens } from '../ui/tokens.styles.ts';

export const bookingInspectorStyles = [
  tokens,
  sharedStyles,
  css`
    :host {
      display: block;
    }
    .panel {
      padding: var(--_panel-padding);
      display: grid;
      gap: var(--_space-3);
    }
    h2 {
      font-size: var(--_font-size-panel-title);
      overflow-wrap: anywhere;
    }
    dl {
      display: grid;
      grid-template-columns: auto 1fr;
      gap: var(--_space-1) var(--_space-3);
      margin: 0;
      font-size: var(--_font-size-table);
    }
    dt {
      color: var(--_muted);
    }
    dd {
      margin: 0;
      overflow-wrap: anywhere;
    }
    .move {
      display: flex;
      flex-wrap: wrap;
      gap: var(--_space-2);
      align-items: end;
    }
    .move .field {
      display: grid;
      gap: var(--_space-1);
      flex: 1 1 10rem;
    }
    ul {
      margin: 0;
      padding-inline-start: 1.2rem;
      display: grid;
      gap: var(--_space-1);
      font-size: var(--_font-size-table);
    }
    .refusal {
      margin: 0;
      color: var(--_danger);
      background: var(--_danger-soft);
      padding: var(--_space-2) var(--_space-3);
      border-radius: var(--_radius-control);
    }
    .row {
      display: flex;
      flex-wrap: wrap;
      gap: var(--_space-2);
    }
    p {
      margin: 0;
    }
    /* Typing a table to move to, and the swap offer of a full one. */
    .hint {
      font-size: var(--_font-size-note);
      color: var(--_muted);
    }
    .swap {
      display: grid;
      gap: var(--_space-2);
    }
    h3 {
      font-size: 0.95rem;
      margin-block-end: 0.35rem;
    }
  `,
];
