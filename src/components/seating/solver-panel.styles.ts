/** The look of `<solver-panel>`: the design tokens, the shared controls, and its own layout. */
import { css } from 'lit';
import { sharedStyles } from '../ui/shared.styles.ts';
import { tokens } from '../ui/tokens.styles.ts';

export const solverPanelStyles = [
  tokens,
  sharedStyles,
  css`
    :host {
      display: block;
    }
    .panel {
      display: grid;
      gap: var(--_space-3);
      padding: var(--_panel-padding);
    }
    .row {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 0.6rem 0.9rem;
    }
    h2 {
      font-size: var(--_font-size-panel-title);
    }
    .stats {
      display: flex;
      flex-wrap: wrap;
      gap: var(--_space-2) var(--_space-6);
      margin: 0;
    }
    .stats div {
      display: grid;
    }
    dt {
      font-size: var(--_font-size-label);
      color: var(--_muted);
    }
    dd {
      margin: 0;
      font-size: 1.25rem;
      font-weight: 650;
      font-variant-numeric: tabular-nums;
    }
    .time-left {
      margin: 0;
      font-variant-numeric: tabular-nums;
      color: var(--_muted);
    }
    .best {
      display: grid;
      gap: var(--_space-2);
    }
    .best h3 {
      margin: 0;
      font-size: var(--_font-size-label);
      font-weight: 650;
    }
    .facts {
      margin: 0;
      padding-inline-start: 1.2em;
      display: grid;
      gap: var(--_space-1);
    }
    .expert summary {
      cursor: pointer;
      color: var(--_muted);
      font-size: var(--_font-size-label);
      min-block-size: 24px;
    }
    progress {
      inline-size: 100%;
      block-size: 6px;
      accent-color: var(--_accent);
    }
    .outcome {
      margin: 0;
      padding: var(--_space-2) var(--_space-3);
      border-radius: var(--_radius-control);
      background: var(--_ok-soft);
      color: var(--_ok);
    }
    .limited input {
      inline-size: 5.5em;
      min-block-size: 44px;
    }
    .outcome.bad,
    .outcome.warn {
      background: var(--_warning-soft);
      color: var(--_warning);
      border: 1px solid var(--_warning-border);
    }
    .outcome.ask {
      background: var(--_accent-soft);
      color: var(--_text);
      border: 1px solid var(--_accent-border);
    }
    .outcome-box .actions {
      display: flex;
      flex-wrap: wrap;
      gap: var(--_space-2);
      margin-block-start: var(--_space-2);
    }
    .outcome-box ul.left {
      margin: var(--_space-2) 0;
      padding-inline-start: 1.2rem;
    }
  `,
];
