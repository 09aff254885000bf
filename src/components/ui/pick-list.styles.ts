/** The look of `<pick-list>`: chips and a text field in one box, the matches listed under it. */
import { css } from 'lit';
import { sharedStyles } from './shared.styles.ts';
import { tokens } from './tokens.styles.ts';

export const pickListStyles = [
  tokens,
  sharedStyles,
  css`
    :host {
      display: grid;
      gap: 0.3rem;
      position: relative;
    }
    .box {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: var(--_space-1);
      padding: 0.2rem;
      border: 1px solid var(--_control-border);
      border-radius: var(--_radius-control);
      background: var(--_surface);
    }
    /* The box shows the focus ring, so the field and its chips read as one control. */
    .box:has(input:focus-visible) {
      outline: var(--_focus-ring);
      outline-offset: var(--_focus-ring-offset);
    }
    .chips {
      display: contents;
      list-style: none;
    }
    .chips li {
      display: inline-flex;
      align-items: center;
      gap: 0.15rem;
      max-inline-size: 100%;
      padding-inline-start: 0.55rem;
      border-radius: var(--_radius-pill);
      background: var(--_accent-soft);
    }
    .chip-text {
      overflow-wrap: anywhere;
    }
    .chips button {
      min-block-size: var(--_control-height-small);
      min-inline-size: var(--_control-height-small);
      border: 0;
      border-radius: var(--_radius-pill);
      background: transparent;
      font-size: 1.1rem;
      line-height: 1;
    }
    .chips button:hover {
      background: var(--_accent-border);
    }
    .box input[type='text'] {
      flex: 1 1 8rem;
      min-inline-size: 6rem;
      min-block-size: var(--_control-height-small);
      border: 0;
      outline: none;
      background: transparent;
    }
    [role='listbox'] {
      position: absolute;
      inset-inline: 0;
      inset-block-start: 100%;
      z-index: 2;
      max-block-size: 14rem;
      overflow-y: auto;
      margin: 0.2rem 0 0;
      padding: 0.2rem;
      list-style: none;
      border: 1px solid var(--_border);
      border-radius: var(--_radius-control);
      background: var(--_surface);
      box-shadow: var(--_shadow);
    }
    [role='listbox'][hidden] {
      display: none;
    }
    [role='option'] {
      display: flex;
      align-items: center;
      gap: var(--_space-2);
      min-block-size: var(--_control-height);
      padding: 0 0.6rem;
      border-radius: var(--_radius-control);
      cursor: pointer;
    }
    [role='option'][aria-selected='true'],
    [role='option']:hover {
      background: var(--_accent-soft);
    }
    .detail,
    .hint {
      font-size: var(--_font-size-note);
      color: var(--_muted);
    }
  `,
];
