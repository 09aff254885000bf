/**
 * The look of `<room-view>`: the tools above, the room filling the width with the selection's panel
 * at its inline end (below it on a narrow screen). The drawing keeps its own left-to-right geometry.
 */
import { css } from 'lit';
import { sharedStyles } from '../ui/shared.styles.ts';
import { tokens } from '../ui/tokens.styles.ts';

export const roomViewStyles = [
  tokens,
  sharedStyles,
  css`
    :host {
      display: grid;
      gap: var(--_space-3);
      grid-template-columns: minmax(0, 1fr);
      container-type: inline-size;
    }
    .layout {
      display: grid;
      gap: var(--_space-4);
      grid-template-columns: minmax(0, 1fr) 18rem;
      align-items: start;
    }
    .room {
      min-inline-size: 0;
    }
    room-canvas,
    room-list {
      display: block;
    }
    .panel {
      display: grid;
      gap: var(--_space-2);
      padding: var(--_panel-padding);
      position: sticky;
      inset-block-start: var(--_space-4);
    }
    h3 {
      font-size: var(--_font-size-panel-title);
      overflow-wrap: anywhere;
    }
    h4 {
      margin: var(--_space-2) 0 0;
      font-size: var(--_font-size-label);
      color: var(--_muted);
      text-transform: uppercase;
      letter-spacing: 0.03em;
    }
    dl {
      display: grid;
      grid-template-columns: auto 1fr;
      gap: var(--_space-1) var(--_space-3);
      margin: 0;
    }
    dt {
      color: var(--_muted);
    }
    dd {
      margin: 0;
    }
    p {
      margin: 0;
    }
    .tags {
      display: flex;
      flex-wrap: wrap;
      gap: var(--_space-1);
      margin: 0;
      padding: 0;
      list-style: none;
    }
    .tag {
      padding: 0.15em 0.6em;
      border-radius: 999px;
      background: var(--_accent-soft);
      font-size: var(--_font-size-note);
    }
    .actions {
      display: flex;
      flex-wrap: wrap;
      gap: var(--_space-2);
      margin-block-start: var(--_space-2);
    }
    form.size {
      display: grid;
      gap: var(--_space-1);
    }
    form.reserved {
      margin-block-start: var(--_space-3);
    }
    .hint {
      color: var(--_muted);
      font-size: var(--_font-size-note);
    }
    .refusal {
      padding: 0.4rem 0.6rem;
      border-radius: var(--_radius-control);
      color: var(--_danger);
      background: var(--_danger-soft);
      font-size: 0.9rem;
    }
    .refusal p,
    .refusal ul {
      margin: 0;
    }
    .refusal ul {
      padding-inline-start: 1.2rem;
    }
    .empty {
      padding: var(--_space-6);
      display: grid;
      gap: var(--_space-3);
      justify-items: start;
    }
    @container (max-width: 900px) {
      .layout {
        grid-template-columns: minmax(0, 1fr);
      }
      .panel {
        position: static;
      }
    }
  `,
];
