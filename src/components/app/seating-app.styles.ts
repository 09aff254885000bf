/** The look of `<seating-app>`: the design tokens, the shared controls, and its own layout. */
import { css } from 'lit';
import { sharedStyles } from '../ui/shared.styles.ts';
import { tokens } from '../ui/tokens.styles.ts';

export const seatingAppStyles = [
  tokens,
  sharedStyles,
  css`
    :host {
      display: block;
      /* Layouts follow the planner's own width (an embed may sit in a narrow column), not the window's. */
      container-type: inline-size;
      min-height: 100vh;
      background: var(--_bg);
    }
    header {
      background: var(--_surface);
      border-block-end: 1px solid var(--_border);
    }
    .bar {
      max-width: 90rem;
      margin-inline: auto;
      padding: 0.6rem var(--_space-5);
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: var(--_space-2) var(--_space-4);
    }
    .brand {
      display: flex;
      align-items: center;
      gap: var(--_space-2);
      font-weight: 700;
      font-size: var(--_font-size-panel-title);
      margin: 0;
      margin-inline-end: auto;
      white-space: nowrap;
    }
    .logo {
      display: grid;
      place-items: center;
      inline-size: 2rem;
      block-size: 2rem;
      border-radius: var(--_radius-control);
      background: var(--_accent);
      color: var(--_accent-text);
      font-size: 1.1rem;
    }
    .tools {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: var(--_space-2);
    }
    .lang {
      color: var(--_accent);
      font-weight: 500;
      padding: 0.4rem;
    }
    presence-list {
      max-width: 90rem;
      margin-inline: auto;
      padding: 0 var(--_space-5) var(--_space-1);
    }
    nav {
      max-width: 90rem;
      margin-inline: auto;
      padding: 0 var(--_space-5);
      display: flex;
      gap: var(--_space-1);
      overflow-x: auto;
    }
    nav button {
      border: none;
      background: none;
      padding: var(--_space-3) 0.9rem;
      min-height: 44px;
      cursor: pointer;
      font-weight: 600;
      color: var(--_muted);
      border-block-end: 3px solid transparent;
      white-space: nowrap;
    }
    nav button[aria-current='page'] {
      color: var(--_accent);
      border-block-end-color: var(--_accent);
    }
    /* A narrow planner names its steps in one word, so all four stay in sight. */
    nav .short {
      display: none;
    }
    nav .num {
      display: inline-grid;
      place-items: center;
      inline-size: 1.5rem;
      block-size: 1.5rem;
      border-radius: 50%;
      background: var(--_track);
      margin-inline-end: 0.4rem;
      font-size: var(--_font-size-label);
    }
    nav button[aria-current='page'] .num {
      background: var(--_accent);
      color: var(--_accent-text);
    }
    main,
    .main {
      max-width: 90rem;
      margin-inline: auto;
      padding: var(--_space-5);
      display: grid;
      grid-template-columns: minmax(0, 1fr);
      gap: var(--_space-4);
    }
    .notice {
      display: flex;
      flex-wrap: wrap;
      gap: var(--_space-2) var(--_space-4);
      align-items: center;
      padding: var(--_space-3) var(--_space-4);
      border-radius: var(--_radius);
      background: var(--_accent-soft);
      border: 1px solid var(--_accent-border);
    }
    .notice p,
    .connection p {
      margin: 0;
      flex: 1 1 20rem;
    }
    .connection {
      display: flex;
      flex-wrap: wrap;
      gap: var(--_space-2) var(--_space-4);
      align-items: center;
      padding: var(--_space-4);
      border-radius: var(--_radius);
      background: var(--_warning-soft);
      border: 1px solid var(--_warning-border);
    }
    .loading,
    .unavailable {
      padding: var(--_space-8);
    }
    footer {
      max-width: 90rem;
      margin-inline: auto;
      padding: var(--_space-2) var(--_space-5) var(--_space-8);
    }
    @container (max-width: 600px) {
      .bar,
      presence-list,
      main,
      .main,
      nav,
      footer {
        padding-inline: var(--_space-3);
      }
      .brand .name {
        display: none;
      }
      nav {
        gap: 0;
      }
      nav button {
        padding-inline: 0.45rem;
        font-size: var(--_font-size-table);
      }
      nav .num,
      nav .long {
        display: none;
      }
      nav .short {
        display: inline;
      }
    }
    /* Printing is for the print pack: only the document the view draws goes on paper. */
    @media print {
      :host {
        min-height: 0;
        background: none;
        container-type: normal;
      }
      header,
      footer,
      .notice,
      .connection,
      .loading,
      .visually-hidden {
        /* Even a one-pixel status region after the document would start a blank last page. */
        display: none;
      }
      main,
      .main {
        padding: 0;
        max-width: none;
      }
    }
  `,
];
