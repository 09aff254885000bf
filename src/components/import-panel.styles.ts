/** The look of `<import-panel>`: the design tokens, the shared controls, and its own layout. */
import { css } from 'lit';
import { sharedStyles } from './shared.styles.ts';
import { tokens } from './tokens.styles.ts';

export const importPanelStyles = [
  tokens,
  sharedStyles,
  css`
    :host {
      display: grid;
      grid-template-columns: minmax(0, 1fr);
      gap: var(--_space-5);
    }
    .welcome {
      padding: var(--_space-6);
      display: grid;
      gap: var(--_space-3);
      background: linear-gradient(135deg, var(--_accent-soft), var(--_surface) 70%);
    }
    .welcome h2 {
      font-size: 1.4rem;
    }
    .welcome p {
      margin: 0;
      max-width: 60ch;
    }
    ol.path {
      margin: 0;
      padding-inline-start: var(--_space-5);
      display: grid;
      gap: var(--_space-1);
    }
    .links {
      display: flex;
      flex-wrap: wrap;
      gap: var(--_space-2) var(--_space-5);
      align-items: center;
    }
    a {
      color: var(--_accent);
      font-weight: 500;
    }
    .files {
      display: grid;
      gap: var(--_space-4);
      grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
      align-items: start;
    }
    .file {
      display: grid;
      gap: var(--_space-3);
    }
    .next {
      display: flex;
      flex-wrap: wrap;
      gap: var(--_space-3);
      align-items: center;
      padding: var(--_space-4) var(--_space-5);
    }
    details {
      padding: var(--_space-3) var(--_space-4);
    }
    summary {
      cursor: pointer;
      font-weight: 500;
      min-height: 32px;
      display: flex;
      align-items: center;
    }
  `,
];
