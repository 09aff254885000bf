/** The look of `<event-menu>`: the design tokens, the shared controls, and its own layout. */
import { css } from 'lit';
import { dialogStyles, sharedStyles } from '../ui/shared.styles.ts';
import { tokens } from '../ui/tokens.styles.ts';

export const eventMenuStyles = [
  tokens,
  sharedStyles,
  dialogStyles,
  css`
    :host {
      display: flex;
      align-items: center;
      gap: var(--_space-2);
      min-width: 0;
    }
    select {
      min-width: 0;
      max-width: 16rem;
      font-weight: 600;
    }
    dialog {
      inline-size: min(30rem, calc(100vw - 1.5rem));
    }
    .body {
      display: grid;
      /* The rows take the dialog's width; an input's own width must not widen them past a phone's screen. */
      grid-template-columns: minmax(0, 1fr);
      gap: 1.1rem;
      padding: var(--_space-5);
    }
    form {
      display: grid;
      grid-template-columns: minmax(0, 1fr);
      gap: 0.35rem;
    }
    .line {
      display: flex;
      gap: var(--_space-2);
    }
    .line input {
      flex: 1;
      min-width: 0;
    }
    .row {
      display: flex;
      flex-wrap: wrap;
      gap: var(--_space-2);
      align-items: center;
    }
    .confirm {
      padding: var(--_space-3);
      border-radius: var(--_radius-control);
      background: var(--_danger-soft);
      display: grid;
      gap: var(--_space-2);
    }
    .file {
      display: grid;
      gap: var(--_space-2);
    }
    .file h3 {
      margin: 0;
      font-size: 1rem;
    }
    .file p {
      margin: 0;
    }
    hr {
      border: none;
      border-block-start: 1px solid var(--_border);
      margin: 0;
    }
    h2 {
      font-size: var(--_font-size-dialog-title);
    }
    p {
      margin: 0;
    }
  `,
];
