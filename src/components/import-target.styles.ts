/** The look of `<import-target>`: a card with one large choice per line. */
import { css } from 'lit';
import { questionCardStyles, sharedStyles } from './shared.styles.ts';
import { tokens } from './tokens.styles.ts';

export const importTargetStyles = [
  tokens,
  sharedStyles,
  questionCardStyles,
  css`
    p {
      margin: 0;
    }
    fieldset {
      border: none;
      margin: 0;
      padding: 0;
      display: grid;
      gap: var(--_space-2);
    }
    .option {
      display: flex;
      gap: var(--_space-3);
      align-items: center;
      min-height: 44px;
      padding: var(--_space-2) var(--_space-3);
      border: 1px solid var(--_border);
      border-radius: var(--_radius-control);
      cursor: pointer;
      font-weight: 400;
    }
    .option:has(input:checked) {
      border-color: var(--_accent);
      background: var(--_accent-soft);
    }
    input {
      width: 1.2rem;
      height: 1.2rem;
      flex: none;
      margin: 0;
    }
    .label {
      display: block;
      font-weight: 500;
    }
    .hint {
      display: block;
      font-size: 0.9em;
    }
    .actions {
      display: flex;
      flex-wrap: wrap;
      gap: var(--_space-3);
    }
    .actions .btn {
      min-height: 44px;
    }
  `,
];
