/** The look of `<file-drop>`: the design tokens, the shared controls, and its own layout. */
import { css } from 'lit';
import { sharedStyles } from '../ui/shared.styles.ts';
import { tokens } from '../ui/tokens.styles.ts';

export const fileDropStyles = [
  tokens,
  sharedStyles,
  css`
    :host {
      display: block;
    }
    .zone {
      display: grid;
      gap: var(--_space-3);
      padding: var(--_space-5);
      border: 2px dashed var(--_border);
      border-radius: var(--_radius);
      background: var(--_surface);
      transition:
        border-color 0.15s,
        background 0.15s;
    }
    .zone.over {
      border-color: var(--_accent);
      background: var(--_accent-soft);
    }
    .head {
      display: flex;
      align-items: center;
      gap: var(--_space-3);
    }
    .step {
      flex: none;
      display: grid;
      place-items: center;
      width: 2rem;
      height: 2rem;
      border-radius: 50%;
      background: var(--_accent-soft);
      color: var(--_accent);
      font-weight: 700;
    }
    .step.done {
      background: var(--_ok);
      color: var(--_ok-text);
    }
    h3 {
      font-size: var(--_font-size-panel-title);
    }
    .loaded {
      color: var(--_ok);
      font-weight: 500;
      overflow-wrap: anywhere;
    }
    .actions {
      display: flex;
      flex-wrap: wrap;
      gap: var(--_space-2);
      align-items: center;
    }
    textarea {
      width: 100%;
      min-height: 8rem;
      font-family: var(--_font-mono);
      font-size: 0.9rem;
    }
    input[type='file'] {
      display: none;
    }
    p {
      margin: 0;
    }
  `,
];
