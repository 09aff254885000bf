/** The look of `<save-reminder>`: the design tokens, the shared controls, and its own layout. */
import { css } from 'lit';
import { sharedStyles } from '../ui/shared.styles.ts';
import { tokens } from '../ui/tokens.styles.ts';

export const saveReminderStyles = [
  tokens,
  sharedStyles,
  css`
    :host {
      display: grid;
      grid-template-columns: minmax(0, 1fr);
      min-inline-size: 0;
      gap: var(--_space-2);
    }
    :host([hidden]) {
      display: none;
    }
    .note {
      display: flex;
      flex-wrap: wrap;
      gap: var(--_space-2) var(--_space-4);
      align-items: center;
      padding: var(--_space-3) var(--_space-4);
      border-radius: var(--_radius);
      background: var(--_surface);
      border: 1px solid var(--_border);
    }
    .note.safari {
      background: var(--_warning-soft);
      border-color: var(--_warning-border);
    }
    p {
      margin: 0;
      flex: 1 1 20rem;
    }
    /* One line, whatever the width: the text gives way (with an ellipsis), the buttons never wrap. */
    .note.bar {
      flex-wrap: nowrap;
      padding-block: var(--_space-1);
      padding-inline: var(--_space-3) var(--_space-1);
      gap: var(--_space-2);
    }
    .bar p {
      flex: 1 1 auto;
      min-inline-size: 0;
      white-space: nowrap;
      overflow: hidden;
      text-overflow: ellipsis;
    }
    .bar .btn {
      flex: none;
    }
    .bar .close {
      min-inline-size: var(--_control-height-small);
      padding-inline: 0;
      font-size: 1.25rem;
      line-height: 1;
    }
    .row {
      display: flex;
      flex-wrap: wrap;
      gap: var(--_space-2);
    }
    @media print {
      :host {
        display: none;
      }
    }
  `,
];
