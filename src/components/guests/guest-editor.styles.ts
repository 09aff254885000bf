/** The look of `<guest-editor>`: the design tokens, the shared controls, and its own layout. */
import { css } from 'lit';
import { dialogStyles, editorDialogStyles, sharedStyles } from '../ui/shared.styles.ts';
import { tokens } from '../ui/tokens.styles.ts';

export const guestEditorStyles = [
  tokens,
  sharedStyles,
  dialogStyles,
  editorDialogStyles,
  css`
    form {
      display: grid;
      gap: 0.9rem;
      padding: var(--_space-5);
    }
    h2 {
      overflow-wrap: anywhere;
    }
    .field {
      display: grid;
      gap: 0.3rem;
    }
    .two {
      display: grid;
      gap: 0.9rem;
      grid-template-columns: 1fr 1fr;
    }
    .unmet-need {
      display: grid;
      gap: var(--_space-1);
      padding: 0.5rem 0.7rem;
      border-inline-start: 3px solid var(--_danger);
      background: var(--_danger-soft);
      border-radius: var(--_radius-control);
    }
    .unmet-need p {
      margin: 0;
    }
    .unmet-need summary {
      min-block-size: var(--_control-height);
      display: flex;
      align-items: center;
      cursor: pointer;
      color: var(--_accent);
      font-weight: 600;
    }
    .unmet-need ul {
      display: flex;
      flex-wrap: wrap;
      gap: var(--_space-1);
      margin: 0;
      padding: 0;
      list-style: none;
    }
    .hint {
      font-size: var(--_font-size-note);
      color: var(--_muted);
    }
    .error {
      color: var(--_danger);
      background: var(--_danger-soft);
      padding: 0.6rem 0.8rem;
      border-radius: var(--_radius-control);
      margin: 0;
    }
    .error ul {
      margin: 0.3rem 0 0;
      padding-inline-start: 1.2rem;
    }
    .actions {
      display: flex;
      justify-content: flex-end;
      gap: var(--_space-2);
      flex-wrap: wrap;
    }
    input,
    select,
    textarea {
      inline-size: 100%;
    }
    fieldset {
      border: 1px solid var(--_border);
      border-radius: var(--_radius-control);
      padding: var(--_space-3);
      margin: 0;
      display: grid;
      gap: var(--_space-2);
      min-inline-size: 0;
    }
    legend {
      font-weight: 600;
      padding-inline: var(--_space-1);
    }
    /* One row per seat: its number, the person's name, the meal (and a new meal's name when one is typed). */
    .people ol {
      list-style: none;
      margin: 0;
      padding: 0;
      display: grid;
      gap: var(--_space-2);
      max-block-size: 22rem;
      overflow-y: auto;
    }
    .people li {
      display: grid;
      grid-template-columns: 1.6rem minmax(0, 1fr) minmax(0, 10rem);
      gap: var(--_space-2);
      align-items: center;
    }
    .people .seat {
      color: var(--_muted);
      font-variant-numeric: tabular-nums;
      text-align: end;
    }
    .people .new-meal {
      grid-column: 2 / -1;
    }
    @media (max-width: 30rem) {
      form {
        padding: var(--_space-4);
      }
      /* On a phone the meal goes under the name, so both are wide enough to read. */
      .people li {
        grid-template-columns: 1.4rem minmax(0, 1fr);
      }
      .people select {
        grid-column: 2;
      }
    }
  `,
];
