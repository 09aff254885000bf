/**
 * The look of `<room-toolbar>`: one row of tools that wraps, menus that drop below their button (in
 * the flow of the tools on a phone, so nothing reaches past the screen's edge), and the question and
 * refusal lines below. Logical properties only, so the tools run right to left in Hebrew.
 */
import { css } from 'lit';
import { sharedStyles } from '../ui/shared.styles.ts';
import { tokens } from '../ui/tokens.styles.ts';

export const roomToolbarStyles = [
  tokens,
  sharedStyles,
  css`
    :host {
      display: grid;
      gap: var(--_space-2);
    }
    .bar {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: var(--_space-2);
    }
    .group {
      display: inline-flex;
      gap: var(--_space-1);
    }
    .btn[aria-pressed='true'] {
      background: var(--_accent-soft);
      border-color: var(--_accent);
    }
    .colour {
      display: inline-flex;
      align-items: center;
      gap: var(--_space-2);
      font-weight: 400;
    }
    .menu {
      position: relative;
    }
    summary {
      list-style: none;
    }
    summary::-webkit-details-marker {
      display: none;
    }
    .panel {
      position: absolute;
      z-index: 5;
      inset-block-start: calc(100% + var(--_space-1));
      inset-inline-start: 0;
      display: grid;
      gap: var(--_space-1);
      min-inline-size: 13rem;
      max-inline-size: min(22rem, calc(100vw - 2rem));
      padding: var(--_space-2);
      background: var(--_surface);
      border: 1px solid var(--_border);
      border-radius: var(--_radius);
      box-shadow: var(--_shadow-dialog);
    }
    /* The last menus of a wide row open towards the row's start, so they stay on the screen. */
    .bar:not(.phone) .menu.size .panel {
      inset-inline: auto 0;
    }
    .panel > .btn {
      justify-content: flex-start;
    }
    .hint {
      margin: 0 0 var(--_space-1);
      font-size: var(--_font-size-note);
      color: var(--_muted);
      white-space: normal;
    }
    form.size {
      display: grid;
      gap: var(--_space-1);
    }
    form.size .btn {
      margin-block-start: var(--_space-2);
    }
    /* A phone: an open menu takes a row of its own below the tools, in the page's flow. */
    .bar.phone details[open] {
      flex-basis: 100%;
    }
    .bar.phone .panel {
      position: static;
      min-inline-size: 0;
      max-inline-size: none;
      margin-block-start: var(--_space-1);
      box-shadow: none;
    }
    .bar.phone .more > .panel {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
    }
    .confirm,
    .refusal {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: var(--_space-2);
      padding: 0.4rem 0.6rem;
      border-radius: var(--_radius-control);
    }
    .confirm {
      background: var(--_accent-soft);
    }
    .refusal {
      color: var(--_danger);
      background: var(--_danger-soft);
    }
    .confirm span,
    .refusal span {
      flex: 1 1 12rem;
    }
  `,
];
