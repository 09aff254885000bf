/** The look of `<merge-review>`: a question card with one checkable line per change, grouped by kind. */
import { css } from 'lit';
import { questionCardStyles, sharedStyles } from './shared.styles.ts';
import { tokens } from './tokens.styles.ts';

export const mergeReviewStyles = [
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
    legend {
      font-weight: 600;
      padding: 0;
      margin-block-end: var(--_space-2);
    }
    .change {
      display: flex;
      gap: var(--_space-3);
      align-items: flex-start;
      min-height: 44px;
      padding: var(--_space-2) var(--_space-3);
      border: 1px solid var(--_border);
      border-radius: var(--_radius-control);
      cursor: pointer;
      font-weight: 400;
    }
    .change:has(input:checked) {
      border-color: var(--_accent);
      background: var(--_accent-soft);
    }
    input {
      width: 1.2rem;
      height: 1.2rem;
      flex: none;
      margin: 0.15rem 0 0;
    }
    .name {
      display: block;
      font-weight: 500;
      overflow-wrap: anywhere;
    }
    .detail {
      display: block;
      font-size: 0.9em;
      overflow-wrap: anywhere;
    }
    .wait {
      padding: var(--_space-2) var(--_space-3);
      border-inline-start: 4px solid var(--_warning-border);
      background: var(--_warning-soft);
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
