/** The look of `<plan-summary>`: the design tokens, the shared controls, and its own layout. */
import { css } from 'lit';
import { sharedStyles } from '../ui/shared.styles.ts';
import { tokens } from '../ui/tokens.styles.ts';

export const planSummaryStyles = [
  tokens,
  sharedStyles,
  css`
    :host {
      display: block;
    }
    .panel {
      padding: var(--_panel-padding);
      display: grid;
      gap: var(--_space-3);
    }
    h2 {
      font-size: var(--_font-size-panel-title);
    }
    p {
      margin: 0;
    }
    .facts {
      list-style: none;
      margin: 0;
      padding: 0;
      display: grid;
      gap: var(--_space-2);
    }
    /* Each fact has a dot in the colour of its state; the words say the same, the colour only helps. */
    .facts > li {
      position: relative;
      padding-inline-start: 1.4rem;
      overflow-wrap: anywhere;
    }
    .facts > li::before {
      content: '';
      position: absolute;
      inset-inline-start: 0.2rem;
      inset-block-start: 0.45em;
      inline-size: 0.6rem;
      block-size: 0.6rem;
      border-radius: var(--_radius-pill);
      background: var(--_muted);
    }
    .facts > li.ok::before {
      background: var(--_ok);
    }
    .facts > li.warn::before {
      background: var(--_warning);
    }
    .facts > li.bad::before {
      background: var(--_danger);
    }
    .facts > li.info::before {
      background: var(--_accent);
    }
    .facts .btn {
      margin-inline-start: var(--_space-2);
    }
    details {
      font-size: var(--_font-size-note);
    }
    summary {
      cursor: pointer;
      color: var(--_accent);
      padding-block: 0.3rem;
      inline-size: fit-content;
    }
    /* A finger needs a 44 px target. */
    @media (pointer: coarse) {
      summary {
        min-block-size: 44px;
        display: flex;
        align-items: center;
      }
    }
    details > p,
    details > ul {
      margin-block-start: var(--_space-1);
    }
    .names {
      margin: 0;
      padding-inline-start: 1.2rem;
      display: grid;
      gap: 0.2rem;
      font-size: var(--_font-size-note);
    }
    .expert {
      color: var(--_muted);
    }
    [data-fact='shortfall'] .actions {
      display: flex;
      flex-wrap: wrap;
      gap: var(--_space-2);
      margin-block-start: var(--_space-2);
    }
    [data-fact='shortfall'] .muted {
      margin-inline-start: 0.4em;
    }
  `,
];
