/** The look of `<merge-review>`: the question card's choice list, one line per change, grouped by kind. */
import { css } from 'lit';
import { choiceListStyles, questionCardStyles, sharedStyles } from '../ui/shared.styles.ts';
import { tokens } from '../ui/tokens.styles.ts';

export const mergeReviewStyles = [
  tokens,
  sharedStyles,
  questionCardStyles,
  choiceListStyles,
  css`
    legend {
      font-weight: 600;
      padding: 0;
      margin-block-end: var(--_space-2);
    }
    /* A change's details may take several lines: the box stays by the first. */
    .option {
      align-items: flex-start;
    }
    .option input {
      margin-block-start: 0.15rem;
    }
    .label,
    .hint {
      overflow-wrap: anywhere;
    }
    .wait {
      padding: var(--_space-2) var(--_space-3);
      border-inline-start: 4px solid var(--_warning-border);
      background: var(--_warning-soft);
    }
  `,
];
