/** The look of `<table-editor>`: the same dialog form as the booking editor, and the warning of a reservation naming someone not on the list. */
import { css } from 'lit';
import { guestEditorStyles } from '../guests/guest-editor.styles.ts';

export const tableEditorStyles = [
  guestEditorStyles,
  css`
    .warn {
      display: block;
      margin-block-start: 0.35rem;
      padding: 0.4rem 0.6rem;
      border: 1px solid var(--_warning-border);
      border-radius: 6px;
      background: var(--_warning-soft);
      color: var(--_warning);
      font-size: 0.9rem;
    }
  `,
];
