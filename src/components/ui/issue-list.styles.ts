/** The look of `<issue-list>`: the design tokens, the shared controls, and its own layout. */
import { css } from 'lit';
import { sharedStyles } from './shared.styles.ts';
import { tokens } from './tokens.styles.ts';

export const issueListStyles = [
  tokens,
  sharedStyles,
  css`
    :host {
      display: block;
    }
    .box {
      border-radius: var(--_radius);
      padding: 0.9rem var(--_space-4);
      border: 1px solid;
    }
    .box.error {
      background: var(--_danger-soft);
      border-color: var(--_danger-border);
    }
    .box.warning {
      background: var(--_warning-soft);
      border-color: var(--_warning-border);
    }
    h3 {
      font-size: 1rem;
      margin-block-end: var(--_space-2);
    }
    ul {
      margin: 0;
      padding-inline-start: var(--_space-5);
      display: grid;
      gap: 0.35rem;
      max-height: 20rem;
      overflow: auto;
    }
  `,
];
