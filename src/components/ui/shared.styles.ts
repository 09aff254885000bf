/**
 * Styles every planner element shares: its font and colour, the focus ring, buttons, cards and
 * inputs. Only tokens from tokens.styles.ts, and logical properties only (inline-start/end), so
 * the Hebrew page mirrors by itself.
 */
import { css } from 'lit';

export const sharedStyles = css`
  :host {
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
    outline: var(--_focus-ring);
    outline-offset: var(--_focus-ring-offset);
  }
  /* See whole-file-names.ts: a file name is not broken at its hyphens. */
  .file-name {
    white-space: nowrap;
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
    min-height: var(--_control-height);
    min-width: var(--_control-min-width);
    padding: 0.45em 1em;
    border: 1px solid var(--_border);
    border-radius: var(--_radius-control);
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
    background: var(--_accent-hover);
  }
  .btn.danger {
    color: var(--_danger);
    border-color: currentColor;
  }
  .btn.small {
    min-height: var(--_control-height-small);
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
    min-height: var(--_control-height);
    padding: 0.4em 0.6em;
    border: 1px solid var(--_control-border);
    border-radius: var(--_radius-control);
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

/** A modal `<dialog>`: a raised panel over a dimmed page. Its size is the element's own. */
export const dialogStyles = css`
  dialog {
    border: none;
    border-radius: var(--_radius);
    padding: 0;
    box-shadow: var(--_shadow-dialog);
    color: var(--_text);
  }
  dialog::backdrop {
    background: var(--_backdrop);
  }
`;

/**
 * A dialog that edits something (a guest, the meal list, the wishes): as wide as it likes, up to the
 * screen's width, never taller than the screen, under a dialog title. Width: `--dialog-inline-size`.
 */
export const editorDialogStyles = css`
  dialog {
    inline-size: min(var(--dialog-inline-size, 34rem), calc(100vw - 1.5rem));
    max-block-size: calc(100dvh - 2rem);
  }
  h2 {
    font-size: var(--_font-size-dialog-title);
  }
`;

/** A question the import asks before it goes on: an accented card whose heading takes focus so it is read first. */
export const questionCardStyles = css`
  :host {
    display: block;
  }
  section {
    display: grid;
    gap: var(--_space-3);
    padding: var(--_space-5);
    border-color: var(--_accent);
  }
  h3 {
    font-size: var(--_font-size-panel-title);
    overflow-wrap: anywhere;
  }
  /* The heading takes focus only so the question is read out first; it is not a control to ring. */
  h3:focus-visible {
    outline: none;
  }
`;

/**
 * A question's choices, one large line each (`label.option` around its radio or check box, with a
 * `.label` and a `.hint`), and its actions: where a file goes, which sheet, which changes to merge.
 */
export const choiceListStyles = css`
  p {
    margin: 0;
  }
  fieldset {
    border: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: var(--_space-2);
  }
  .option {
    display: flex;
    gap: var(--_space-3);
    align-items: center;
    min-height: 44px;
    padding: var(--_space-2) var(--_space-3);
    border: 1px solid var(--_border);
    border-radius: var(--_radius-control);
    cursor: pointer;
    font-weight: 400;
  }
  .option:has(input:checked) {
    border-color: var(--_accent);
    background: var(--_accent-soft);
  }
  input {
    width: 1.2rem;
    height: 1.2rem;
    flex: none;
    margin: 0;
  }
  .label {
    display: block;
    font-weight: 500;
  }
  .hint {
    display: block;
    font-size: 0.9em;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: var(--_space-3);
  }
  .actions .btn {
    min-height: 44px;
  }
`;
