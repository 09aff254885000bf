/** The look of `<table-list>`: the design tokens, the shared controls, and its own layout. */
import { css } from 'lit';
import { sharedStyles } from '../ui/shared.styles.ts';
import { tokens } from '../ui/tokens.styles.ts';

export const tableListStyles = [
  tokens,
  sharedStyles,
  css`
    :host {
      display: block;
    }
    section {
      display: grid;
      gap: var(--_space-3);
      padding: var(--_space-4);
    }
    .rows {
      list-style: none;
      margin: 0;
      padding: 0;
    }
    .rows li {
      display: flex;
      flex-wrap: wrap;
      gap: var(--_space-1) var(--_space-3);
      align-items: center;
      padding: var(--_space-2) 0;
      border-block-end: 1px solid var(--_border);
      /* Rows off screen are skipped: below a long guest list, a hundred rows coming into view at once took a tenth of a second to draw. */
      content-visibility: auto;
      contain-intrinsic-size: auto 3rem;
    }
    .name {
      font-weight: 600;
      overflow-wrap: anywhere;
      min-inline-size: 8rem;
    }
    .figures {
      display: inline-flex;
      align-items: center;
      gap: var(--_space-1);
    }
    .features {
      display: inline-flex;
      flex-wrap: wrap;
      gap: var(--_space-1);
      font-size: var(--_font-size-note);
      color: var(--_muted);
    }
    .features .tag {
      border: 1px solid var(--_border);
      border-radius: 999px;
      padding: 0 0.45rem;
    }
    .figures inline-cell {
      color: var(--_text);
    }
    .actions {
      display: flex;
      flex-wrap: wrap;
      gap: 0.35rem;
      margin-inline-start: auto;
    }
    .head {
      display: flex;
      flex-wrap: wrap;
      gap: var(--_space-2) var(--_space-4);
      align-items: center;
      justify-content: space-between;
    }
    .head h2 {
      margin: 0;
    }
    .refusal {
      color: var(--_danger);
      background: var(--_danger-soft);
      padding: 0.6rem 0.8rem;
      border-radius: var(--_radius-control);
      margin: 0;
    }
  `,
];
