/** The look of `<shared-clash>`: a warning card above the step, its choices in a row. */
import { css } from 'lit';
import { sharedStyles } from '../ui/shared.styles.ts';
import { tokens } from '../ui/tokens.styles.ts';

export const sharedClashStyles = [
  tokens,
  sharedStyles,
  css`
    :host {
      display: block;
    }
    .question {
      display: grid;
      gap: var(--_space-2);
      padding: var(--_space-3) var(--_space-4);
      border-radius: var(--_radius);
      background: var(--_warning-soft);
      border: 1px solid var(--_warning-border);
    }
    p,
    ul {
      margin: 0;
    }
    ul {
      padding-inline-start: var(--_space-5);
    }
    .row {
      display: flex;
      flex-wrap: wrap;
      gap: var(--_space-2);
    }
  `,
];
