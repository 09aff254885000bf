/** The look of `<inline-cell>`: text that shows it can be edited, and a field of the same size when it is. */
import { css } from 'lit';
import { sharedStyles } from './shared.styles.ts';
import { tokens } from './tokens.styles.ts';

/** A cell's text as a button that shows it can be edited: the inline cell's own, and a long list's light cells. */
export const cellButtonStyles = css`
  .cell {
    display: flex;
    align-items: center;
    /* A list may line numbers up at the end of their column: it sets this on the cell. */
    justify-content: var(--cell-justify, flex-start);
    gap: var(--_space-1);
    inline-size: 100%;
    min-block-size: var(--_control-height-small);
    min-inline-size: var(--_control-height-small);
    padding: 0 0.35rem;
    border: 1px solid transparent;
    border-radius: var(--_radius-control);
    background: transparent;
    font-weight: inherit;
    text-align: start;
    overflow-wrap: anywhere;
    cursor: text;
  }
  .cell:hover {
    border-color: var(--_border);
    background: var(--_accent-soft);
  }
`;

export const inlineCellStyles = [
  tokens,
  sharedStyles,
  cellButtonStyles,
  css`
    :host {
      display: block;
      min-inline-size: 0;
    }
    :host([type='number']) .cell {
      font-variant-numeric: tabular-nums;
    }
    :host([type='select']) .cell {
      cursor: pointer;
    }
    input.field,
    select.field {
      inline-size: 100%;
      min-block-size: var(--_control-height-small);
      min-inline-size: 8rem;
      padding-block: 0.2em;
      border-color: var(--_accent);
    }
    :host([type='number']) .field {
      min-inline-size: 4.5rem;
    }
    .field[aria-invalid='true'] {
      border-color: var(--_danger);
    }
    .error {
      margin: var(--_space-1) 0 0;
      padding: var(--_space-1) var(--_space-2);
      max-inline-size: 22rem;
      color: var(--_danger);
      background: var(--_danger-soft);
      border-radius: var(--_radius-control);
      font-size: var(--_font-size-note);
      font-weight: 400;
      text-align: start;
    }
    /* Both values and the two choices need room to read, even in a narrow column such as the seats:
       wider than the column, they lie over the next cells instead of under them. */
    .error.clash,
    .choice {
      position: relative;
      z-index: 1;
      min-inline-size: min(16rem, 70vw);
    }
    .choice {
      display: flex;
      flex-wrap: wrap;
      gap: var(--_space-1);
      margin-block-start: var(--_space-1);
    }
  `,
];
