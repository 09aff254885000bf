/** The look of `<file-refusal>`: the design tokens, the shared controls, and its own layout. */
import { css } from 'lit';
import { sharedStyles } from '../ui/shared.styles.ts';
import { tokens } from '../ui/tokens.styles.ts';

export const fileRefusalStyles = [
  tokens,
  sharedStyles,
  css`
    :host {
      display: block;
    }
    section {
      display: grid;
      gap: var(--_space-2);
      padding: var(--_space-3) var(--_space-4);
      border-radius: var(--_radius);
      background: var(--_danger-soft);
      border: 1px solid var(--_danger-border);
    }
    h2 {
      margin: 0;
      font-size: 1rem;
      color: var(--_danger);
      overflow-wrap: anywhere;
    }
    p,
    ul {
      margin: 0;
    }
    ul {
      padding-inline-start: 1.25rem;
      display: grid;
      gap: var(--_space-1);
      overflow-wrap: anywhere;
    }
    .more {
      list-style: none;
      color: var(--_muted);
    }
    .todo {
      font-weight: 600;
    }
    .row {
      display: flex;
      gap: var(--_space-2);
    }
  `,
];
