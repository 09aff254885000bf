/** The look of `<penalty-breakdown>`: the design tokens, the shared controls, and its own layout. */
import { css } from 'lit';
import { sharedStyles } from '../ui/shared.styles.ts';
import { tokens } from '../ui/tokens.styles.ts';

export const penaltyBreakdownStyles = [
  tokens,
  sharedStyles,
  css`
    :host {
      display: block;
    }
    .panel {
      padding: var(--_panel-padding);
      display: grid;
      gap: 0.6rem;
    }
    summary {
      cursor: pointer;
      color: var(--_accent);
      min-block-size: 44px;
      display: flex;
      align-items: center;
      font-weight: 600;
    }
    details:not([open]) {
      padding-block: 0;
    }
    h2 {
      font-size: var(--_font-size-panel-title);
    }
    table {
      border-collapse: collapse;
      inline-size: 100%;
      font-size: var(--_font-size-table);
    }
    th,
    td {
      text-align: start;
      padding: 0.4rem 0.3rem;
      border-block-end: 1px solid var(--_border);
      vertical-align: top;
    }
    td.num,
    th.num {
      text-align: end;
      font-variant-numeric: tabular-nums;
      white-space: nowrap;
    }
    tfoot td,
    tfoot th {
      font-weight: 700;
      border-block-end: none;
    }
    tr.term th,
    tr.term td {
      border-block-end: none;
      padding-block-end: 0;
    }
    td.per {
      font-size: var(--_font-size-label);
      color: var(--_muted);
      padding-block-start: 0.1rem;
    }
    .badge {
      display: inline-block;
      padding: 0.15em 0.6em;
      border-radius: var(--_radius-pill);
      background: var(--_ok-soft);
      color: var(--_ok);
      font-weight: 600;
      font-size: var(--_font-size-note);
    }
    p {
      margin: 0;
    }
  `,
];
