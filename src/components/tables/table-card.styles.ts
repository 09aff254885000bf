/** The look of `<table-card>`: the design tokens, the shared controls, and its own layout. */
import { css } from 'lit';
import { sharedStyles } from '../ui/shared.styles.ts';
import { tokens } from '../ui/tokens.styles.ts';

export const tableCardStyles = [
  tokens,
  sharedStyles,
  css`
    :host {
      display: block;
      content-visibility: auto;
      contain-intrinsic-size: auto 220px;
    }
    .card {
      display: grid;
      /* One column that may shrink below its content: long names ellipsize instead of overflowing the card. */
      grid-template-columns: minmax(0, 1fr);
      gap: 0.6rem;
      padding: 0.9rem var(--_space-4);
      height: 100%;
      align-content: start;
      transition:
        border-color 0.15s,
        background 0.15s;
    }
    .card.locked {
      background: var(--_surface-locked);
      border-style: dashed;
    }
    .card.over {
      border-color: var(--_accent);
      background: var(--_accent-soft);
    }
    .card.unseated {
      border-color: var(--_unseated-border);
    }
    header {
      display: flex;
      align-items: center;
      gap: var(--_space-2);
    }
    h3 {
      font-size: 1rem;
      flex: 1;
      overflow-wrap: anywhere;
    }
    /* The title as a toggle: the whole line is the tap target, a chevron tells which way it goes. */
    .toggle {
      display: flex;
      align-items: center;
      gap: var(--_space-2);
      inline-size: 100%;
      min-height: var(--_control-height-small);
      padding: 0;
      border: none;
      background: none;
      font-weight: inherit;
      text-align: start;
      cursor: pointer;
    }
    .toggle::before {
      content: '';
      flex: none;
      inline-size: 0.45em;
      block-size: 0.45em;
      border: solid currentColor;
      border-width: 0 2px 2px 0;
      rotate: 45deg;
      margin-block-end: 0.2em;
    }
    .toggle[aria-expanded='false']::before {
      rotate: -45deg;
      margin-block-end: 0;
    }
    .toggle[aria-expanded='false']:dir(rtl)::before {
      rotate: 135deg;
    }
    :host([collapsed]) {
      contain-intrinsic-size: auto 56px;
      align-self: start;
    }
    .card.collapsed {
      height: auto;
      padding-block: var(--_space-1);
    }
    .card.collapsed header {
      flex-wrap: wrap;
    }
    .count {
      font-variant-numeric: tabular-nums;
      font-weight: 600;
      white-space: nowrap;
    }
    .count.full {
      color: var(--_ok);
    }
    .bar {
      height: 6px;
      border-radius: var(--_radius-pill);
      background: var(--_track);
      overflow: hidden;
    }
    .bar > span {
      display: block;
      height: 100%;
      background: var(--_accent);
      border-radius: var(--_radius-pill);
    }
    /* One element per card, not one per seat: a row of rings, with the filled ones painted over it. */
    .dots {
      --dot: 13px;
      position: relative;
      inline-size: calc(var(--seats) * var(--dot));
      block-size: 10px;
      background: radial-gradient(
          circle at 5px 5px,
          transparent 3.25px,
          var(--_control-border) 3.5px,
          var(--_control-border) 4.75px,
          transparent 5px
        )
        0 0 / var(--dot) 10px repeat-x;
    }
    .dots > span {
      position: absolute;
      inset-block: 0;
      inset-inline-start: 0;
      inline-size: calc(var(--filled) * var(--dot));
      background: radial-gradient(circle at 5px 5px, var(--_accent) 4.75px, transparent 5px) 0 0 / var(--dot) 10px repeat-x;
    }
    .meta {
      display: flex;
      flex-wrap: wrap;
      gap: var(--_space-1) var(--_space-3);
      font-size: var(--_font-size-note);
      color: var(--_muted);
    }
    ul {
      list-style: none;
      margin: 0;
      padding: 0;
      display: flex;
      flex-wrap: wrap;
      gap: 0.35rem;
    }
    li {
      min-width: 0;
      max-width: 100%;
    }
    .chip {
      display: inline-flex;
      align-items: center;
      gap: 0.35em;
      max-width: 100%;
      min-height: var(--_control-height-small);
      padding: 0.2em 0.6em;
      border-radius: var(--_radius-pill);
      border: 1px solid var(--_border);
      background: var(--_chip-bg);
      cursor: grab;
      font-size: 0.9rem;
      text-align: start;
    }
    .actions[hidden] {
      display: none;
    }
    .chip.static {
      cursor: default;
    }
    /* A finger held on a booking picks it up (tables-view's touch drag): no text selection or callout. */
    .chip[data-movable] {
      user-select: none;
      -webkit-user-select: none;
      -webkit-touch-callout: none;
    }
    .chip:hover {
      border-color: var(--_accent);
    }
    .chip[aria-pressed='true'] {
      background: var(--_accent);
      border-color: var(--_accent);
      color: var(--_accent-text);
    }
    .chip .size {
      font-size: 0.75rem;
      font-weight: 700;
      padding: 0 0.4em;
      border-radius: var(--_radius-pill);
      background: var(--_shade);
    }
    .chip .name {
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    .empty {
      font-size: 0.9rem;
      color: var(--_muted);
      margin: 0;
    }
    .actions {
      display: flex;
      flex-wrap: wrap;
      gap: 0.4rem;
    }
    /* The swap offer of a full table, and a refusal beside the buttons that asked. */
    .swap {
      flex-basis: 100%;
    }
    .swap summary {
      list-style: none;
      display: inline-flex;
      cursor: pointer;
    }
    .swap summary::-webkit-details-marker {
      display: none;
    }
    .swap p,
    .swap-none {
      margin: var(--_space-2) 0;
      font-size: 0.9rem;
    }
    .swap ul {
      display: flex;
      flex-wrap: wrap;
      gap: 0.4rem;
      list-style: none;
      margin: 0;
      padding: 0;
    }
    .refusal {
      flex-basis: 100%;
      margin: 0;
      padding: 0.4rem 0.6rem;
      border-radius: var(--_radius-control);
      color: var(--_danger);
      background: var(--_danger-soft);
      font-size: 0.9rem;
    }
    .icon {
      flex: none;
      vertical-align: -2px;
    }
  `,
];
