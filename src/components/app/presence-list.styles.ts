/** The look of `<presence-list>`: a quiet line of dots and names, wrapping on a phone. */
import { css } from 'lit';
import { sharedStyles } from '../ui/shared.styles.ts';
import { tokens } from '../ui/tokens.styles.ts';

export const presenceListStyles = [
  tokens,
  sharedStyles,
  css`
    :host {
      display: block;
      font-size: var(--_font-size-note);
    }
    ul {
      display: flex;
      flex-wrap: wrap;
      gap: var(--_space-1) var(--_space-3);
      margin: 0;
      padding: 0;
      list-style: none;
    }
    li {
      display: inline-flex;
      align-items: center;
      gap: var(--_space-1);
      min-width: 0;
    }
    .dot {
      flex: none;
      inline-size: 0.5rem;
      block-size: 0.5rem;
      border-radius: 50%;
      background: var(--_ok);
    }
    [data-seating] .dot {
      background: var(--_accent);
    }
    .name {
      font-weight: 600;
    }
    .where {
      color: var(--_muted);
    }
    [data-seating] .where {
      color: var(--_text);
    }
    p {
      margin: 0;
    }
  `,
];
