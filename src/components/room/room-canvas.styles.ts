import { css, unsafeCSS } from 'lit';
import { tokens } from '../ui/tokens.styles.ts';
import { sharedStyles } from '../ui/shared.styles.ts';

/** A table number's height in the drawing, in metres. */
export const TABLE_NUMBER_METRES = 0.32;

export const roomCanvasStyles = [
  tokens,
  sharedStyles,
  css`
    :host {
      display: flex;
      flex-direction: column;
      gap: var(--_space-2);
      min-height: 0;
      /* Sizes in the drawing are metres: a label's height, a chair's radius, a line's width. */
      --room-label-size: ${unsafeCSS(TABLE_NUMBER_METRES)}px;
      --room-name-size: 0.17px;
    }
    .keys {
      font-size: var(--_font-size-note);
      color: var(--_muted);
    }
    .keys ul {
      margin: var(--_space-1) 0 0;
      padding-inline-start: var(--_space-5);
    }
    /* The frame that clips the drawing; the drawing itself moves and scales inside it (pan and zoom). */
    .surface {
      position: relative;
      flex: 1 1 auto;
      min-height: 16rem;
      max-height: 80vh;
      inline-size: 100%;
      aspect-ratio: var(--room-aspect, 4 / 3);
      overflow: hidden;
      background: var(--_bg);
      border: 1px solid var(--_border);
      border-radius: var(--_radius);
    }
    svg {
      position: absolute;
      inset: 0;
      width: 100%;
      height: 100%;

      /* The drawing handles every touch gesture itself: pinch, pan and drags. */
      touch-action: none;
      user-select: none;
      -webkit-user-select: none;
      font-family: var(--_font);
    }
    svg:focus-visible {
      outline: none;
    }
    /* The ring goes on the frame: the drawing inside may be zoomed past its edges. */
    .surface:has(> svg:focus-visible) {
      outline: var(--_focus-ring);
      outline-offset: var(--_focus-ring-offset);
    }
    .floor {
      fill: var(--_surface);
      stroke: var(--_text);
      stroke-width: 0.06;
    }
    .grid {
      fill: none;
      stroke: var(--_border);
      stroke-width: 0.02;
    }
    text {
      /* Names in either language read in their own direction; the drawing itself is never mirrored. */
      direction: ltr;
      unicode-bidi: plaintext;
      text-anchor: middle;
      dominant-baseline: central;
      fill: var(--_text);
      pointer-events: none;
    }
    .item {
      cursor: grab;
      outline: none;
    }
    :host([readonly]) .item {
      cursor: default;
    }
    .dragging {
      cursor: grabbing;
    }
    .top,
    .object-shape {
      stroke: var(--_control-border);
      stroke-width: 0.04;
    }
    .top {
      fill: var(--_table-head-bg);
    }
    .object-shape {
      fill: var(--_chip-bg);
      stroke-dasharray: 0.12 0.08;
    }
    .danceFloor .object-shape {
      fill: var(--_accent-soft);
    }
    .pillar .object-shape {
      fill: var(--_muted);
      stroke-dasharray: none;
    }
    .locked .top {
      fill: var(--_surface-locked);
      stroke-dasharray: 0.1 0.06;
    }
    .selected .top,
    .selected .object-shape {
      stroke: var(--_accent);
      stroke-width: 0.1;
    }
    .item:focus-visible .top,
    .item:focus-visible .object-shape {
      stroke: var(--_focus);
      stroke-width: 0.14;
    }
    .target .top {
      fill: var(--_accent-soft);
      stroke: var(--_accent);
      stroke-width: 0.12;
    }
    .number {
      font-size: var(--room-label-size);
      font-weight: 700;
    }
    .table-name,
    .object-name {
      font-size: var(--room-name-size);
      fill: var(--_muted);
    }
    .seat {
      fill: var(--_surface);
      stroke: var(--_control-border);
      stroke-width: 0.03;
    }
    .seat.taken {
      fill: var(--_accent);
      cursor: grab;
    }
    :host([readonly]) .seat.taken {
      cursor: default;
    }
    .seat.band-0 {
      fill: var(--_band-0);
    }
    .seat.band-1 {
      fill: var(--_band-1);
    }
    .seat.band-2 {
      fill: var(--_band-2);
    }
    .seat.band-3 {
      fill: var(--_band-3);
    }
    .seat.band-4 {
      fill: var(--_band-4);
    }
    .seat.band-5 {
      fill: var(--_band-5);
    }
    .seat.band-6 {
      fill: var(--_band-6);
    }
    .seat.band-7 {
      fill: var(--_band-7);
    }
    .seat.muted {
      fill: var(--_track);
    }
    .seat.unmet {
      fill: var(--_warning-soft);
      stroke: var(--_warning);
      stroke-width: 0.07;
    }
    .seat.cursor {
      stroke: var(--_focus);
      stroke-width: 0.1;
    }
    .carried {
      fill: var(--_accent);
      stroke: var(--_surface);
      stroke-width: 0.05;
      pointer-events: none;
    }
    /* Names at the seats show when asked for, or once zoomed in far enough to read them. */
    /* Names are always laid out and only faded in: zooming past the threshold changes an opacity, not the layout of every name. */
    .seat-names {
      opacity: 0;
    }
    :host([show-names]) .seat-names,
    .view.near .seat-names {
      opacity: 1;
    }
    .seat-name {
      font-size: var(--room-name-size);
    }
  `,
];
