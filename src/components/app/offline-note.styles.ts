/** The look of `<offline-note>`: a small red sign beside the header's controls. */
import { css } from 'lit';
import { sharedStyles } from '../ui/shared.styles.ts';
import { tokens } from '../ui/tokens.styles.ts';

export const offlineNoteStyles = [
  tokens,
  sharedStyles,
  css`
    :host {
      display: contents;
    }
    p {
      margin: 0;
      display: inline-flex;
      align-items: center;
      gap: var(--_space-1);
      padding: var(--_space-1) var(--_space-2);
      border-radius: var(--_radius-control);
      background: var(--_danger-soft);
      color: var(--_danger);
      font-size: var(--_font-size-note);
      font-weight: 600;
    }
  `,
];
