/** The look of `<seats-dialog>`: wide enough for a round table of names, the whole width of a phone. */
import { css } from 'lit';
import { dialogStyles, sharedStyles } from '../ui/shared.styles.ts';
import { tokens } from '../ui/tokens.styles.ts';

export const seatsDialogStyles = [
  tokens,
  sharedStyles,
  dialogStyles,
  css`
    :host {
      display: contents;
    }
    dialog.seats {
      inline-size: min(40rem, calc(100vw - 1rem));
      max-block-size: calc(100dvh - 1rem);
      padding: var(--_space-4);
      box-sizing: border-box;
    }
    dialog.seats header {
      display: flex;
      align-items: center;
      gap: var(--_space-2);
      margin-block-end: var(--_space-3);
    }
    dialog.seats h2 {
      flex: 1;
      font-size: var(--_font-size-panel-title);
      overflow-wrap: anywhere;
    }
    .seats-note {
      margin: 0 0 var(--_space-2);
      font-size: var(--_font-size-note);
      color: var(--_muted);
    }
    dialog.seats .refusal {
      margin: var(--_space-3) 0 0;
      padding: 0.4rem 0.6rem;
      border-radius: var(--_radius-control);
      color: var(--_danger);
      background: var(--_danger-soft);
      font-size: 0.9rem;
    }
  `,
];
