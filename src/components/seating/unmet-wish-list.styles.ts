/** The look of `<unmet-wish-list>`: the design tokens, the shared controls, and its own layout. */
import { css } from 'lit';
import { sharedStyles } from '../ui/shared.styles.ts';
import { tokens } from '../ui/tokens.styles.ts';

export const unmetWishListStyles = [
  tokens,
  sharedStyles,
  css`
    :host {
      display: block;
      margin-block-start: var(--_space-3);
    }
    .panel {
      padding: var(--_panel-padding);
      display: grid;
      gap: 0.6rem;
    }
    h2 {
      font-size: var(--_font-size-panel-title);
    }
    p {
      margin: 0;
    }
    ul {
      margin: 0;
      padding-inline-start: 1.2rem;
      display: grid;
      gap: 0.35rem;
      font-size: var(--_font-size-table);
      overflow-wrap: anywhere;
    }
    li > span {
      display: block;
    }
    .reason {
      color: var(--_warning);
    }
    .cost {
      color: var(--_muted);
    }
    .fixes {
      display: flex;
      flex-wrap: wrap;
      gap: 0.4rem;
      margin-block: 0.25rem 0.4rem;
    }
    .said.ok {
      color: var(--_ok);
    }
    .said.warn {
      color: var(--_warning);
    }
  `,
];
