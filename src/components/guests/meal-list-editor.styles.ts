/** The look of `<meal-list-editor>`: the design tokens, the shared controls, and its own layout. */
import { css } from 'lit';
import { dialogStyles, editorDialogStyles, sharedStyles } from '../ui/shared.styles.ts';
import { tokens } from '../ui/tokens.styles.ts';

export const mealListEditorStyles = [
  tokens,
  sharedStyles,
  dialogStyles,
  editorDialogStyles,
  css`
    .body {
      display: grid;
      gap: var(--_space-3);
      padding: var(--_space-5);
    }
    .hint,
    .used {
      font-size: var(--_font-size-note);
      color: var(--_muted);
    }
    .meals {
      list-style: none;
      margin: 0;
      padding: 0;
      display: grid;
      gap: var(--_space-2);
    }
    .meals > li {
      display: grid;
      gap: var(--_space-2);
      padding: var(--_space-3);
      border: 1px solid var(--_border);
      border-radius: var(--_radius-control);
    }
    .row {
      display: flex;
      flex-wrap: wrap;
      gap: var(--_space-2);
      align-items: center;
    }
    .row .name {
      flex: 1 1 8rem;
      min-inline-size: 0;
    }
    .swatch {
      display: inline-grid;
      place-items: center;
      inline-size: 2rem;
      block-size: 2rem;
      border-radius: 50%;
      background: var(--meal-colour, var(--_muted));
      color: var(--_inverse-text);
      font-weight: 700;
    }
    .symbol {
      inline-size: 4rem;
    }
    .colour {
      inline-size: 3rem;
      block-size: 2.2rem;
      padding: 0.1rem;
    }
    .check {
      display: inline-flex;
      gap: var(--_space-1);
      align-items: center;
    }
    .buttons {
      display: flex;
      gap: var(--_space-2);
      flex-wrap: wrap;
    }
    .confirm {
      display: grid;
      gap: var(--_space-2);
      padding: var(--_space-3);
      background: var(--_danger-soft);
      border-radius: var(--_radius-control);
    }
    .confirm p,
    .empty {
      margin: 0;
    }
    .btn.danger {
      color: var(--_danger);
      border-color: var(--_danger);
    }
    .error {
      color: var(--_danger);
      background: var(--_danger-soft);
      padding: 0.6rem 0.8rem;
      border-radius: var(--_radius-control);
      margin: 0;
    }
    .add {
      display: flex;
      gap: var(--_space-2);
      align-items: end;
      flex-wrap: wrap;
    }
    .add .field {
      display: grid;
      gap: var(--_space-1);
      flex: 1 1 12rem;
    }
    .actions {
      display: flex;
      justify-content: flex-end;
    }
    @media (max-width: 30rem) {
      .body {
        padding: var(--_space-4);
      }
    }
  `,
];
