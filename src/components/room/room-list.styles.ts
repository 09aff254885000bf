/** The look of `<room-list>`: the design tokens, the shared controls, and its own layout. */
import { css } from 'lit';
import { sharedStyles } from '../ui/shared.styles.ts';
import { tokens } from '../ui/tokens.styles.ts';

export const roomListStyles = [
  tokens,
  sharedStyles,
  css`
    :host {
      display: block;
    }
    section {
      display: grid;
      gap: var(--_space-3);
      min-inline-size: 0;
    }
    h4,
    h5,
    h6 {
      margin: 0;
      line-height: 1.25;
    }
    h4 {
      font-size: 1.05rem;
    }
    h5 {
      font-size: 1rem;
      font-weight: inherit;
    }
    h6 {
      font-size: var(--_font-size-note);
      margin-block-start: var(--_space-2);
    }
    .hint,
    p {
      margin: 0;
    }
    .rows {
      list-style: none;
      margin: 0;
      padding: 0;
      border-block-start: 1px solid var(--_border);
    }
    .row {
      border-block-end: 1px solid var(--_border);
    }
    .row.selected {
      background: var(--_accent-soft);
    }
    .summary {
      display: flex;
      flex-wrap: wrap;
      align-items: baseline;
      gap: var(--_space-1) var(--_space-3);
      inline-size: 100%;
      min-block-size: var(--_control-height);
      padding: var(--_space-2);
      border: none;
      background: none;
      text-align: start;
      cursor: pointer;
    }
    .summary::before {
      content: '▸';
      color: var(--_muted);
    }
    :host(:dir(rtl)) .summary::before {
      content: '◂';
    }
    .summary[aria-expanded='true']::before {
      content: '▾';
    }
    .name {
      font-weight: 600;
      overflow-wrap: anywhere;
    }
    .object-name {
      display: inline-block;
    }
    .object-name::first-letter {
      text-transform: uppercase;
    }
    .tags {
      display: inline-flex;
      flex-wrap: wrap;
      gap: var(--_space-1);
      font-size: var(--_font-size-note);
      color: var(--_muted);
    }
    .tag {
      border: 1px solid var(--_border);
      border-radius: 999px;
      padding: 0 0.45rem;
    }
    .body {
      display: grid;
      gap: var(--_space-2);
      padding: 0 var(--_space-2) var(--_space-3);
    }
    .fields {
      display: grid;
      grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
      gap: var(--_space-2) var(--_space-3);
      align-items: start;
    }
    .field {
      display: grid;
      gap: 0.2rem;
      min-inline-size: 0;
    }
    .field label {
      font-size: var(--_font-size-note);
    }
    .field input {
      inline-size: 100%;
    }
    .field input[aria-invalid='true'] {
      border-color: var(--_danger);
    }
    .error {
      color: var(--_danger);
      font-size: var(--_font-size-note);
    }
    .actions {
      display: flex;
      flex-wrap: wrap;
      gap: 0.35rem;
    }
    .bookings {
      list-style: none;
      margin: 0;
      padding: 0;
      display: grid;
      gap: var(--_space-1);
    }
    .bookings li {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: var(--_space-1) var(--_space-3);
    }
    .booking {
      font-weight: 500;
      overflow-wrap: anywhere;
    }
    .bookings select {
      margin-inline-start: auto;
      max-inline-size: 100%;
    }
    .room .fields {
      margin-block-start: var(--_space-2);
    }
    .add {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: var(--_space-2);
    }
    .add select {
      max-inline-size: 100%;
    }
    .refusal {
      color: var(--_danger);
      background: var(--_danger-soft);
      padding: 0.6rem 0.8rem;
      border-radius: var(--_radius-control);
      margin: var(--_space-1) var(--_space-2);
    }
  `,
];
