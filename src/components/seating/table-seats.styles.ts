/**
 * The look of `<table-seats>`: the design tokens, the shared controls and the drawing. Seats are
 * placed with logical properties (inline-start, grid columns), so right to left the table is drawn
 * mirrored while its text is not. Themed through ::part(table), ::part(seat) and the custom
 * properties --table-seats-seat-width, and the booking colours --seating-band-0 … --seating-band-7 of the tokens.
 */
import { css } from 'lit';
import { sharedStyles } from '../ui/shared.styles.ts';
import { tokens } from '../ui/tokens.styles.ts';

export const tableSeatsStyles = [
  tokens,
  sharedStyles,
  css`
    :host {
      display: block;
      --seat-width: var(--table-seats-seat-width, 6.5rem);
    }
    @media (max-width: 40rem) {
      :host {
        --seat-width: var(--table-seats-seat-width, 4.6rem);
        --rows-gap: 0.25rem;
      }
    }
    .band-0 {
      --band: var(--_band-0);
    }
    .band-1 {
      --band: var(--_band-1);
    }
    .band-2 {
      --band: var(--_band-2);
    }
    .band-3 {
      --band: var(--_band-3);
    }
    .band-4 {
      --band: var(--_band-4);
    }
    .band-5 {
      --band: var(--_band-5);
    }
    .band-6 {
      --band: var(--_band-6);
    }
    .band-7 {
      --band: var(--_band-7);
    }
    .free {
      margin: var(--_space-2) 0 0;
      text-align: center;
      font-size: var(--_font-size-note);
      color: var(--_muted);
    }
    .hint {
      margin: 0 0 var(--_space-2);
      font-size: var(--_font-size-note);
      color: var(--_muted);
    }
    /* Round: the seats on a circle around the table, in a square that shrinks with the screen. */
    .round {
      position: relative;
      inline-size: min(100%, 30rem);
      aspect-ratio: 1;
      margin-inline: auto;
    }
    .round .table {
      position: absolute;
      inset: 27%;
      border-radius: 50%;
    }
    .round .seat {
      position: absolute;
      inline-size: var(--seat-width);
      margin-inline-start: calc(var(--seat-width) / -2);
      translate: 0 -50%;
    }
    /* Rectangle and head: one grid column per place along a side, so right to left mirrors it. */
    .rows {
      display: grid;
      /* Places narrow down to a minimum on a phone; past that the row scrolls, from its start. */
      grid-template-columns: repeat(var(--columns), minmax(2.8rem, var(--seat-width)));
      gap: var(--rows-gap, var(--_space-2));
      justify-content: safe center;
      overflow-x: auto;
      padding-block: var(--_space-1);
    }
    .rows .table {
      min-block-size: 3rem;
      border-radius: var(--_radius-control);
    }
    .table {
      display: grid;
      place-items: center;
      padding: var(--_space-1);
      background: var(--_shade);
      border: 1px solid var(--_border);
      color: var(--_muted);
      font-size: var(--_font-size-note);
      text-align: center;
      overflow-wrap: anywhere;
    }
    .seat {
      display: grid;
      gap: 0.1rem;
      justify-items: center;
      align-content: start;
      min-block-size: 3.2rem;
      padding: 0.3rem 0.25rem 0.25rem;
      border: 1px solid var(--_border);
      border-block-start: 0.35rem solid var(--band, var(--_border));
      border-radius: var(--_radius-control);
      background: var(--_surface);
      color: inherit;
      font: inherit;
      font-size: 0.8rem;
      line-height: 1.2;
      text-align: center;
      cursor: grab;
      touch-action: none;
      user-select: none;
    }
    .seat.empty {
      border-style: dashed;
      border-block-start-width: 1px;
      color: var(--_muted);
      cursor: default;
      background: transparent;
    }
    .seat .number {
      font-weight: 700;
      font-variant-numeric: tabular-nums;
    }
    .seat .name {
      display: -webkit-box;
      -webkit-box-orient: vertical;
      -webkit-line-clamp: 2;
      overflow: hidden;
      overflow-wrap: anywhere;
    }
    .seat.unnamed .name {
      font-style: italic;
    }
    .seat.carried {
      opacity: 0.55;
      outline: 2px dashed var(--_accent);
    }
    .seat.target {
      outline: 3px solid var(--_accent);
      outline-offset: 1px;
      background: var(--_accent-soft);
    }
    :host([readonly]) .seat {
      cursor: default;
    }
  `,
];
