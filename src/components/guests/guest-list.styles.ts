/** The look of `<guest-list>`: the design tokens, the shared controls, and its own layout. */
import { css } from 'lit';
import { cellButtonStyles } from '../ui/inline-cell.styles.ts';
import { sharedStyles } from '../ui/shared.styles.ts';
import { tokens } from '../ui/tokens.styles.ts';

export const guestListStyles = [
  tokens,
  sharedStyles,
  cellButtonStyles,
  css`
    :host {
      display: grid;
      grid-template-columns: minmax(0, 1fr);
      gap: 0.9rem;
    }
    .toolbar {
      display: flex;
      flex-wrap: wrap;
      gap: 0.6rem var(--_space-4);
      align-items: end;
    }
    .field {
      display: grid;
      gap: var(--_space-1);
      flex: 1 1 12rem;
      max-width: 22rem;
    }
    /* Positioned, so text hidden for screen readers in a column scrolled out of view stays inside it. */
    .scroll {
      overflow-x: auto;
      min-width: 0;
      position: relative;
    }
    /*
     * Each row is a grid of its own on the same fixed columns, not a table row: a table lays out
     * every drawn row again (and lets the columns shift) whenever one scrolls in, and squeezes a
     * column to a letter's width when the others are wide. The extra columns of the file come from
     * the list (--extra-columns); the row's buttons take what they need at the end. The table is as
     * wide as its widest row, so the lines and the header span the row's buttons too.
     */
    table {
      display: block;
      inline-size: max-content;
      min-inline-size: 100%;
      background: var(--_surface);
      font-size: 0.93rem;
    }
    thead,
    tbody {
      display: block;
    }
    /*
     * The list keeps its place itself as rows come and go (RowWindowController). The browser's scroll
     * anchoring would move the page a second time, and anchored on a space below the rows it chases
     * the space down the list to its end.
     */
    tbody {
      overflow-anchor: none;
    }
    tr {
      display: grid;
      /* Fixed, so every row lines up with the header; narrow enough that a 1,280 px desktop sees every column to the notes (which wrap). */
      grid-template-columns:
        11rem 4rem 7.5rem 6rem 6.5rem 6.5rem 8rem 7rem 7.5rem 9.5rem
        var(--extra-columns,) max-content;
      align-items: center;
      border-block-end: 1px solid var(--_border);
    }
    /*
     * A row lays out and paints alone: a row drawn or dropped leaves the others' layout and paint
     * as they were. (Style containment too made every drawing redo the page's containment scopes.)
     */
    tbody tr {
      contain: layout paint;
    }
    th,
    td {
      text-align: start;
      padding: var(--_space-2) 0.6rem;
      min-inline-size: 0;
    }
    thead tr {
      background: var(--_table-head-bg);
      align-items: end;
    }
    thead th {
      font-size: var(--_font-size-label);
      text-transform: uppercase;
      letter-spacing: 0.03em;
      color: var(--_muted);
    }
    /* A cell's text sits in its edit button, which brings its own padding. */
    tbody td,
    tbody th {
      padding: var(--_space-1);
    }
    td.num {
      text-align: end;
      --cell-justify: flex-end;
      font-variant-numeric: tabular-nums;
    }
    .cell[data-cell='pin'] {
      cursor: pointer;
    }
    /* The space of the rows not drawn, above and below those on screen. */
    tr.spacer {
      display: block;
      border: none;
    }
    tr.spacer td {
      display: block;
      padding: 0;
    }
    .name {
      font-weight: 600;
      overflow-wrap: break-word;
    }
    .unseated {
      color: var(--_danger);
    }
    .actions {
      display: flex;
      gap: 0.35rem;
      flex-wrap: nowrap;
    }
    /* Picking bookings for a change to many at once. */
    .pick {
      display: flex;
      gap: var(--_space-2);
      align-items: center;
    }
    label.pick {
      display: inline-flex;
    }
    .pick inline-cell,
    .pick .cell {
      flex: 1;
    }
    .bulk {
      display: flex;
      flex-wrap: wrap;
      gap: var(--_space-2) var(--_space-3);
      align-items: end;
      padding: var(--_space-3);
    }
    .refusal {
      flex-basis: 100%;
      color: var(--_danger);
      background: var(--_danger-soft);
      padding: 0.6rem 0.8rem;
      border-radius: var(--_radius-control);
      margin: 0;
    }
    /* Meal and need counts of the bookings shown. */
    .summary {
      display: flex;
      flex-wrap: wrap;
      gap: var(--_space-1) var(--_space-4);
      font-size: var(--_font-size-note);
    }
    .counts {
      display: flex;
      flex-wrap: wrap;
      gap: var(--_space-1) var(--_space-3);
      list-style: none;
      margin: 0;
      padding: 0;
    }
    .counts li {
      display: inline-flex;
      gap: 0.3rem;
      align-items: center;
    }
    .counts.needs li {
      color: var(--_muted);
    }
    .counts.needs strong {
      color: var(--_text);
    }
    .counts .none {
      color: var(--_muted);
    }
    .meal-mark {
      color: var(--meal-colour, currentColor);
      font-weight: 700;
    }
    .meal-chip {
      display: inline-flex;
      align-items: baseline;
      gap: 0.25rem;
      margin-inline-end: 0.4rem;
      white-space: nowrap;
    }
    .meal-chip .times {
      font-size: var(--_font-size-note);
      color: var(--_muted);
    }
    .detail-text {
      display: block;
      padding-inline: 0.5rem;
      overflow-wrap: anywhere;
    }
    /* Below a long list: skipped while off screen, so scrolling the list lays out and paints only the list. */
    table-list {
      content-visibility: auto;
      contain-intrinsic-size: auto 40rem;
    }
    .empty {
      padding: var(--_space-6);
      text-align: center;
      display: grid;
      gap: var(--_space-3);
      justify-items: center;
    }
    /* On a phone each booking is a small card: name and buttons on top, the details below with their labels. */
    @container (max-width: 640px) {
      thead {
        position: absolute;
        width: 1px;
        height: 1px;
        overflow: hidden;
        clip: rect(0 0 0 0);
      }
      table {
        inline-size: auto;
      }
      tr {
        grid-template-columns: minmax(0, 1fr) auto;
        align-items: stretch;
        gap: 0.2rem var(--_space-3);
        padding: 0.7rem 0.8rem;
      }
      th,
      td {
        border: none;
        padding: 0;
        text-align: start;
      }
      td.num {
        text-align: start;
        --cell-justify: flex-start;
      }
      td[data-label] {
        display: flex;
        align-items: center;
        gap: var(--_space-1);
      }
      td[data-label]::before {
        content: attr(data-label) ':';
        color: var(--_muted);
      }
      td[data-label] inline-cell,
      td[data-label] .cell {
        flex: 1;
      }
      tr.spacer {
        padding: 0;
      }
      /* An empty strength or keep-apart list takes no room on a phone; "Edit all fields" reaches it. */
      .wide.blank,
      .detail.blank {
        display: none;
      }
      /* Below the buttons, the details take the card's whole width. */
      td.detail {
        grid-column: 1 / -1;
      }
      .detail-text {
        padding-inline: 0;
      }
      .row-actions {
        grid-column: 2;
        grid-row: 1 / span 4;
        align-self: start;
      }
      .actions {
        flex-direction: column;
      }
    }
  `,
];
