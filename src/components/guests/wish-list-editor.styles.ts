/** The look of `<wish-list-editor>`: the design tokens, the shared controls, and its own layout. */
import { css } from 'lit';
import { dialogStyles, editorDialogStyles, sharedStyles } from '../ui/shared.styles.ts';
import { tokens } from '../ui/tokens.styles.ts';

export const wishListEditorStyles = [
  tokens,
  sharedStyles,
  dialogStyles,
  editorDialogStyles,
  css`
    dialog {
      --dialog-inline-size: 40rem;
    }
    .body {
      display: grid;
      gap: var(--_space-3);
      padding: var(--_space-5);
    }
    .hint,
    .count {
      font-size: var(--_font-size-note);
      color: var(--_muted);
      margin: 0;
    }
    .wishes {
      list-style: none;
      margin: 0;
      padding: 0;
      display: grid;
      gap: var(--_space-2);
      max-block-size: 40dvh;
      overflow: auto;
    }
    .wishes > li {
      display: flex;
      flex-wrap: wrap;
      gap: var(--_space-2);
      align-items: center;
      justify-content: space-between;
      padding: var(--_space-2) var(--_space-3);
      border: 1px solid var(--_border);
      border-inline-start-width: 4px;
      border-radius: var(--_radius-control);
    }
    .wishes > li.together,
    .wishes > li.avoid {
      border-inline-start-color: var(--_text);
    }
    .wishes > li.prefer {
      border-inline-start-color: var(--_accent, var(--_muted));
    }
    .words {
      flex: 1 1 14rem;
      min-inline-size: 0;
      overflow-wrap: anywhere;
    }
    .verb {
      color: var(--_muted);
    }
    .tag {
      font-size: var(--_font-size-note);
      color: var(--_muted);
      border: 1px solid var(--_border);
      border-radius: 999px;
      padding: 0 0.4rem;
      margin-inline-start: var(--_space-1);
    }
    .empty {
      margin: 0;
    }
    .error {
      color: var(--_danger);
      background: var(--_danger-soft);
      padding: 0.6rem 0.8rem;
      border-radius: var(--_radius-control);
      margin: 0;
    }
    .add {
      display: flex;
      gap: var(--_space-2);
      align-items: end;
      flex-wrap: wrap;
    }
    .add .field {
      display: grid;
      gap: var(--_space-1);
      flex: 1 1 10rem;
    }
    .add .hint {
      flex: 1 1 100%;
      order: 1;
    }
    .actions {
      display: flex;
      justify-content: flex-end;
    }
    @media (max-width: 30rem) {
      .body {
        padding: var(--_space-4);
      }
    }
  `,
];
