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
    /* A check box is hit through its label: a finger's size around it on a touch screen, no wider than the box for a mouse. */
    label.tap {
      display: inline-flex;
      align-items: center;
      justify-content: center;
      min-inline-size: var(--_control-min-width);
      min-block-size: var(--_control-height-small);
      cursor: pointer;
    }
    /* The phone's toggle of a compact row; a wider screen shows every detail on the row. */
    .more {
      display: none;
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
    /*
     * On a phone each booking is one compact line (check box, name, toggle) over where it sits; the
     * toggle opens its details and buttons below, each with its label.
     */
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
      /* Line one: check box, name, toggle and "Edit all fields"; line two: seats and table; then, opened, the rest. */
      tr {
        grid-template-columns: auto minmax(0, 1fr) auto;
        /* Opened, the table still sits beside the seats, above the details that follow them in the row. */
        grid-auto-flow: row dense;
        align-items: center;
        gap: 0.2rem var(--_space-3);
        padding: 0.3rem 0.4rem 0.5rem;
      }
      th.name {
        grid-column: 1 / 3;
      }
      td.num {
        grid-column: 1;
      }
      td.seat {
        grid-column: 2 / -1;
      }
      td:not(.num, .seat, .row-actions) {
        grid-column: 1 / -1;
      }
      th,
      td {
        border: none;
        padding: 0;
        text-align: start;
      }
      th.name {
        gap: 0;
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
      /* Under the name, past the check box. */
      td.num,
      td:not(.seat)[data-label] {
        padding-inline-start: var(--_tap-target);
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
      /* Closed, a row shows only its seats and table below its name. */
      tr:not(.open) > td:not(.num, .seat, .row-actions),
      tr:not(.open) .row-actions button:not([data-action='edit-all']),
      .wide.blank,
      .detail.blank {
        display: none;
      }
      .more {
        display: inline-grid;
        place-items: center;
        inline-size: var(--_tap-target);
        min-block-size: var(--_tap-target);
        border: none;
        background: none;
        color: var(--_muted);
        cursor: pointer;
      }
      .more[aria-expanded='true'] .icon {
        transform: rotate(180deg);
      }
      .detail-text {
        padding-inline: 0;
      }
      tr:not(.open) .row-actions {
        grid-row: 1;
        grid-column: 3;
      }
      tr.open .row-actions {
        grid-column: 1 / -1;
        flex-wrap: wrap;
        padding-inline-start: var(--_tap-target);
      }
    }
    .not-seated {
      padding: var(--_space-3) var(--_space-4);
    }
    .not-seated h3 {
      margin-block: 0 var(--_space-2);
    }
    .not-seated ul {
      list-style: none;
      margin: 0;
      padding: 0;
      display: grid;
      gap: var(--_space-1);
    }
    .not-seated li {
      display: flex;
      flex-wrap: wrap;
      gap: 0.5em;
      align-items: baseline;
    }
    .not-seated .mark {
      font-size: 0.875em;
      padding-inline: 0.4em;
      border: 1px solid currentColor;
      border-radius: var(--_radius-control);
    }
  `,
];
