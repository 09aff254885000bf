/**
 * Styles every planner element shares. Colours and sizes are CSS custom properties with defaults,
 * so a host page (or the embed) restyles the planner without reaching into shadow roots.
 * Logical properties only (inline-start/end), so the Hebrew page mirrors by itself.
 */
import { css } from 'lit';

export const tokens = css`
  :host {
    --_bg: var(--seating-bg, #f6f7f9);
    --_surface: var(--seating-surface, #ffffff);
    --_text: var(--seating-text, #1c2430);
    --_muted: var(--seating-muted, #56606e);
    --_border: var(--seating-border, #d9dee5);
    --_accent: var(--seating-accent, #2453c7);
    --_accent-text: var(--seating-accent-text, #ffffff);
    --_accent-soft: var(--seating-accent-soft, #e8eefc);
    --_danger: var(--seating-danger, #b3261e);
    --_danger-soft: var(--seating-danger-soft, #fdecea);
    --_warning: var(--seating-warning, #8a5a00);
    --_warning-soft: var(--seating-warning-soft, #fff4dc);
    --_ok: var(--seating-ok, #1f7a3a);
    --_ok-soft: var(--seating-ok-soft, #e6f4ea);
    --_focus: var(--seating-focus, #2453c7);
    --_radius: var(--seating-radius, 10px);
    --_shadow: var(--seating-shadow, 0 1px 2px rgb(16 24 40 / 0.06), 0 1px 3px rgb(16 24 40 / 0.1));
    --_font: var(--seating-font, system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Hebrew', Arial, sans-serif);
    font-family: var(--_font);
    color: var(--_text);
    box-sizing: border-box;
  }
  *,
  *::before,
  *::after {
    box-sizing: inherit;
  }
  :focus-visible {
    outline: 3px solid var(--_focus);
    outline-offset: 2px;
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    padding: 0;
    /* Not -1px: right to left, a negative margin at the page's edge adds a pixel of sideways scroll. */
    margin: 0;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }
  button,
  input,
  select,
  textarea {
    font: inherit;
    color: inherit;
  }
  .btn {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 0.4em;
    min-height: 40px;
    padding: 0.45em 1em;
    border: 1px solid var(--_border);
    border-radius: 8px;
    background: var(--_surface);
    color: var(--_text);
    cursor: pointer;
    font-weight: 500;
    text-decoration: none;
    white-space: nowrap;
  }
  .btn:hover:not(:disabled) {
    background: var(--_accent-soft);
  }
  .btn:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  .btn.primary {
    background: var(--_accent);
    border-color: var(--_accent);
    color: var(--_accent-text);
  }
  .btn.primary:hover:not(:disabled) {
    /* Darker than the accent, whatever the accent: a host's theme keeps its hover. */
    background: color-mix(in srgb, var(--_accent) 82%, black);
  }
  .btn.danger {
    color: var(--_danger);
    border-color: currentColor;
  }
  .btn.small {
    min-height: 32px;
    padding: 0.25em 0.7em;
    font-size: 0.9em;
  }
  .card {
    background: var(--_surface);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    box-shadow: var(--_shadow);
  }
  input[type='text'],
  input[type='number'],
  input[type='search'],
  select,
  textarea {
    min-height: 40px;
    padding: 0.4em 0.6em;
    border: 1px solid #8a94a3;
    border-radius: 8px;
    background: var(--_surface);
  }
  label {
    font-weight: 500;
  }
  h2,
  h3 {
    margin: 0;
    line-height: 1.25;
  }
  .muted {
    color: var(--_muted);
  }
`;
