/** The look of `<version-compare>`: short lists under small headings, names isolated from the sentence around them. */
import { css } from 'lit';
import { sharedStyles } from '../ui/shared.styles.ts';
import { tokens } from '../ui/tokens.styles.ts';

export const versionCompareStyles = [
  tokens,
  sharedStyles,
  css`
    :host {
      display: grid;
      gap: var(--_space-3);
    }
    h3 {
      font-size: var(--_font-size-table);
      margin-block-end: var(--_space-1);
    }
    ul {
      margin: 0;
      padding-inline-start: var(--_space-5);
      display: grid;
      gap: var(--_space-1);
    }
    li {
      overflow-wrap: anywhere;
    }
    p {
      margin: 0;
    }
    .name {
      font-weight: 600;
    }
    .tables {
      padding: var(--_space-2) var(--_space-3);
      border-radius: var(--_radius-control);
      background: var(--_accent-soft);
    }
    .same {
      padding: var(--_space-2) var(--_space-3);
      border-radius: var(--_radius-control);
      background: var(--_ok-soft);
      color: var(--_ok);
    }
  `,
];
