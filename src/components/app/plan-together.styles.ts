/** The look of `<plan-together>`: the design tokens, the shared controls, and its own layout. */
import { css } from 'lit';
import { sharedStyles } from '../ui/shared.styles.ts';
import { tokens } from '../ui/tokens.styles.ts';

export const planTogetherStyles = [
  tokens,
  sharedStyles,
  css`
    :host {
      display: block;
    }
    section,
    .link {
      display: grid;
      grid-template-columns: minmax(0, 1fr);
      gap: var(--_space-2);
    }
    h3,
    h4 {
      margin: 0;
      font-size: 1rem;
    }
    h4 {
      font-size: var(--_font-size-note);
    }
    p {
      margin: 0;
    }
    .line,
    .row {
      display: flex;
      flex-wrap: wrap;
      gap: var(--_space-2);
      align-items: center;
    }
    .line input {
      flex: 1;
      min-width: 0;
      font-family: var(--_font-mono);
      font-size: var(--_font-size-note);
    }
    .status {
      display: flex;
      align-items: center;
      gap: var(--_space-2);
      font-size: var(--_font-size-note);
    }
    .dot {
      inline-size: 0.6rem;
      block-size: 0.6rem;
      border-radius: 50%;
      background: var(--_muted);
    }
    [data-status='synced'] .dot {
      background: var(--_ok);
    }
    [data-status='offline'] .dot,
    [data-status='full'] .dot {
      background: var(--_warning);
    }
    .note {
      padding: var(--_space-2) var(--_space-3);
      border-radius: var(--_radius-control);
      background: var(--_warning-soft);
    }
    .qr {
      inline-size: min(12rem, 100%);
      justify-self: center;
    }
    .qr .light {
      fill: var(--_surface);
    }
    .qr .dark {
      fill: var(--_text);
    }
  `,
];
