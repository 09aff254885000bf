/** The look of `<update-prompt>`: the design tokens, the shared controls, and its own layout. */
import { css } from 'lit';
import { sharedStyles } from '../ui/shared.styles.ts';
import { tokens } from '../ui/tokens.styles.ts';

export const updatePromptStyles = [
  tokens,
  sharedStyles,
  css`
    :host {
      position: fixed;
      inset-inline: var(--_space-4);
      /* Above the home indicator of phones without a home button, once installed. */
      inset-block-end: max(var(--_space-4), env(safe-area-inset-bottom));
      z-index: 1000;
      display: flex;
      justify-content: center;
      pointer-events: none;
    }
    .notice {
      pointer-events: auto;
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: var(--_space-3) var(--_space-4);
      max-width: 40rem;
      padding: 0.85rem var(--_space-4);
      background: var(--_inverse-bg);
      color: var(--_inverse-text);
      border-radius: var(--_radius);
      box-shadow: var(--_shadow-toast);
    }
    p {
      margin: 0;
      flex: 1 1 16rem;
    }
    .actions {
      display: flex;
      gap: var(--_space-2);
    }
    .btn.later {
      background: transparent;
      color: var(--_inverse-text);
      border-color: color-mix(in srgb, var(--_inverse-text) 50%, transparent);
    }
    .btn.later:hover:not(:disabled) {
      background: color-mix(in srgb, var(--_inverse-text) 12%, transparent);
    }
    .btn.primary {
      background: var(--_inverse-text);
      border-color: var(--_inverse-text);
      color: var(--_accent);
    }
    .btn.primary:hover:not(:disabled) {
      background: var(--_accent-soft);
    }
    :focus-visible {
      outline-color: var(--_inverse-text);
    }
  `,
];
