/** The look of `<import-panel>`: the design tokens, the shared controls, and its own layout. */
import { css } from 'lit';
import { sharedStyles } from '../ui/shared.styles.ts';
import { tokens } from '../ui/tokens.styles.ts';

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
    .event-name {
      display: grid;
      gap: var(--_space-1);
      max-width: 32rem;
    }
    .event-name .row {
      display: flex;
      flex-wrap: wrap;
      gap: var(--_space-2);
    }
    .event-name input {
      flex: 1 1 12rem;
      min-block-size: 2.75rem;
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
    .headcount {
      margin: 0;
      padding-inline: var(--_space-2);
      font-weight: 600;
      overflow-wrap: anywhere;
    }
    .unanswered {
      margin: 0;
      padding-inline: var(--_space-2);
      display: flex;
      flex-wrap: wrap;
      gap: var(--_space-2) var(--_space-3);
      align-items: center;
    }
    .matched {
      margin: 0;
      padding-inline: var(--_space-2);
      color: var(--_muted);
      overflow-wrap: anywhere;
    }
    .templates {
      display: grid;
      gap: var(--_space-2);
      padding: var(--_space-4) var(--_space-5);
    }
    .templates h3 {
      font-size: var(--_font-size-panel-title);
    }
    .templates p {
      margin: 0;
    }
    .template-row {
      display: flex;
      flex-wrap: wrap;
      align-items: baseline;
      gap: 0 var(--_space-4);
    }
    .template-row h4 {
      margin: 0;
      min-width: 6rem;
      font-size: 1rem;
    }
    .template-row ul {
      display: flex;
      flex-wrap: wrap;
      gap: 0 var(--_space-4);
      margin: 0;
      padding: 0;
      list-style: none;
    }
    .template-row a {
      display: inline-flex;
      align-items: center;
      min-height: 44px;
    }
    summary {
      cursor: pointer;
      font-weight: 500;
      min-height: 32px;
      display: flex;
      align-items: center;
    }
    .routed {
      margin: 0;
      padding: var(--_space-3) var(--_space-4);
      border-inline-start: 4px solid var(--_accent);
    }
  `,
];
