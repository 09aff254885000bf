/** The look of `<import-mapping>`: one line per column (header, first rows, meaning), stacked on a narrow screen. */
import { css } from 'lit';
import { questionCardStyles, sharedStyles } from '../ui/shared.styles.ts';
import { tokens } from '../ui/tokens.styles.ts';

export const importMappingStyles = [
  tokens,
  sharedStyles,
  questionCardStyles,
  css`
    p,
    ul {
      margin: 0;
    }
    ul {
      padding-inline-start: var(--_space-5);
      display: grid;
      gap: var(--_space-1);
    }
    .problems {
      color: var(--_danger);
    }
    .columns {
      display: grid;
    }
    .column {
      display: grid;
      grid-template-columns: minmax(8rem, 1fr) minmax(0, 2fr) minmax(12rem, 1.4fr);
      gap: var(--_space-2) var(--_space-4);
      align-items: center;
      padding: var(--_space-2) 0;
      border-block-end: 1px solid var(--_border);
    }
    .heads {
      color: var(--_muted);
      font-size: 0.9em;
      padding-block: 0;
    }
    .header {
      font-weight: 600;
      overflow-wrap: anywhere;
    }
    .samples {
      display: flex;
      flex-wrap: wrap;
      gap: var(--_space-1) var(--_space-2);
      min-width: 0;
    }
    .sample {
      padding: 0 0.4em;
      border-radius: var(--_radius-control);
      background: var(--_accent-soft);
      max-width: 100%;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    select {
      width: 100%;
      min-height: 44px;
    }
    .actions {
      display: flex;
      flex-wrap: wrap;
      gap: var(--_space-3);
    }
    .actions .btn {
      min-height: 44px;
    }
    @media (max-width: 40rem) {
      .column {
        grid-template-columns: minmax(0, 1fr);
      }
      .heads {
        display: none;
      }
    }
  `,
];
