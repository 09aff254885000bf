/** The look of `<versions-panel>`: a dialog as wide as a phone allows, each version a row with its actions below. */
import { css } from 'lit';
import { dialogStyles, sharedStyles } from '../ui/shared.styles.ts';
import { tokens } from '../ui/tokens.styles.ts';

export const versionsPanelStyles = [
  tokens,
  sharedStyles,
  dialogStyles,
  css`
    :host {
      display: contents;
    }
    dialog {
      inline-size: min(40rem, calc(100vw - 1rem));
      max-block-size: calc(100dvh - 1rem);
      padding: var(--_space-4);
    }
    .body {
      display: grid;
      gap: var(--_space-3);
    }
    header {
      display: flex;
      align-items: center;
      gap: var(--_space-2);
    }
    header h2 {
      flex: 1;
      font-size: var(--_font-size-dialog-title);
    }
    /* Headings take the focus only to be read first (tabindex -1), not to be operated: no ring. */
    [tabindex='-1']:focus {
      outline: none;
    }
    h3 {
      font-size: var(--_font-size-panel-title);
      overflow-wrap: anywhere;
    }
    p {
      margin: 0;
    }
    form {
      display: grid;
      gap: var(--_space-1);
    }
    .line {
      display: flex;
      flex-wrap: wrap;
      gap: var(--_space-2);
    }
    .line input,
    .line select {
      flex: 1 1 10rem;
      min-width: 0;
    }
    ul {
      list-style: none;
      margin: 0;
      padding: 0;
      display: grid;
      gap: var(--_space-2);
    }
    li {
      display: grid;
      gap: var(--_space-1);
      padding: var(--_space-3);
      border: 1px solid var(--_border);
      border-radius: var(--_radius-control);
    }
    .head {
      display: flex;
      flex-wrap: wrap;
      align-items: baseline;
      gap: var(--_space-2);
    }
    .name {
      font-weight: 600;
      overflow-wrap: anywhere;
    }
    .badge {
      padding: 0 var(--_space-2);
      border-radius: var(--_radius-pill);
      font-size: var(--_font-size-label);
      background: var(--_chip-bg);
      color: var(--_muted);
    }
    .badge.printed {
      background: var(--_ok-soft);
      color: var(--_ok);
      font-weight: 600;
    }
    .when {
      font-size: var(--_font-size-note);
    }
    .actions {
      display: flex;
      flex-wrap: wrap;
      gap: var(--_space-1);
    }
    .confirm {
      padding: var(--_space-3);
      border-radius: var(--_radius-control);
      background: var(--_danger-soft);
      display: grid;
      gap: var(--_space-2);
    }
    .failure {
      padding: var(--_space-2) var(--_space-3);
      border-radius: var(--_radius-control);
      background: var(--_danger-soft);
      color: var(--_danger);
    }
    .message {
      padding: var(--_space-2) var(--_space-3);
      border-radius: var(--_radius-control);
      background: var(--_accent-soft);
    }
    .back {
      justify-self: start;
    }
  `,
];
