/** The look of `<guest-editor>`: the design tokens, the shared controls, and its own layout. */
import { css } from 'lit';
import { dialogStyles, sharedStyles } from './shared.styles.ts';
import { tokens } from './tokens.styles.ts';

export const guestEditorStyles = [
  tokens,
  sharedStyles,
  dialogStyles,
  css`
    dialog {
      inline-size: min(34rem, calc(100vw - 1.5rem));
      max-block-size: calc(100dvh - 2rem);
    }
    form {
      display: grid;
      gap: 0.9rem;
      padding: var(--_space-5);
    }
    h2 {
      font-size: var(--_font-size-dialog-title);
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
  `,
];
