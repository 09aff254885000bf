/** The look of `<storage-status>`: the design tokens, the shared controls, and its own layout. */
import { css } from 'lit';
import { sharedStyles } from '../ui/shared.styles.ts';
import { tokens } from '../ui/tokens.styles.ts';

export const storageStatusStyles = [
  tokens,
  sharedStyles,
  css`
    :host {
      display: block;
      font-size: var(--_font-size-note);
    }
    .line {
      display: flex;
      flex-wrap: wrap;
      gap: var(--_space-1) var(--_space-3);
      align-items: center;
      color: var(--_muted);
    }
    .saved::before {
      content: '●';
      color: var(--_ok);
      margin-inline-end: 0.35em;
    }
    .failed {
      display: grid;
      gap: var(--_space-2);
      padding: var(--_space-3) var(--_space-4);
      border-radius: var(--_radius);
      background: var(--_danger-soft);
      border: 1px solid var(--_danger-border);
      color: var(--_danger);
      font-size: 0.95rem;
    }
    .row {
      display: flex;
      gap: var(--_space-2);
      flex-wrap: wrap;
    }
    p {
      margin: 0;
    }
  `,
];
