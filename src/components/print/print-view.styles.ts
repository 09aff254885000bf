/** The look of `<print-view>`: the choices above, the document below as it will print; in print, only the document. */
import { css } from 'lit';
import { sharedStyles } from '../ui/shared.styles.ts';
import { tokens } from '../ui/tokens.styles.ts';

export const printViewStyles = [
  tokens,
  sharedStyles,
  css`
    :host {
      display: grid;
      /* The document is as wide as its paper: it scrolls inside the preview, never the page. */
      grid-template-columns: minmax(0, 1fr);
      min-inline-size: 0;
      gap: var(--_space-4);
    }
    .controls {
      display: grid;
      /* A long line (the guests' link) is cut short inside the card rather than widening it. */
      grid-template-columns: minmax(0, 1fr);
      gap: var(--_space-3);
      padding: var(--_panel-padding);
    }
    .controls h2 {
      font-size: var(--_font-size-panel-title);
    }
    .choices {
      display: flex;
      flex-wrap: wrap;
      gap: var(--_space-2);
    }
    .choice {
      display: inline-flex;
      align-items: center;
      gap: var(--_space-2);
      min-height: var(--_control-height);
      padding-inline: var(--_space-3);
      border: 1px solid var(--_border);
      border-radius: var(--_radius-control);
      cursor: pointer;
      font-weight: 400;
    }
    .choice.chosen {
      border-color: var(--_accent);
      box-shadow: inset 0 0 0 1px var(--_accent);
      font-weight: 600;
    }
    .choice input {
      margin: 0;
    }
    .options,
    .actions {
      display: flex;
      flex-wrap: wrap;
      gap: var(--_space-2);
      align-items: end;
    }
    .options label {
      display: grid;
      gap: var(--_space-1);
      flex: 0 1 28rem;
      min-inline-size: 0;
    }
    /* A box and its words on one line, as the page's other checkboxes. */
    .options label.check {
      display: flex;
      align-items: center;
      gap: var(--_space-2);
      flex: 0 1 auto;
      min-block-size: var(--_control-height);
    }
    /* Everything, or only what changed since the version marked printed. */
    .reprint {
      display: grid;
      gap: var(--_space-1);
      margin: 0;
      padding: var(--_space-2) var(--_space-3);
      border: 1px solid var(--_accent-border);
      border-radius: var(--_radius-control);
      background: var(--_accent-soft);
    }
    .reprint legend {
      font-weight: 600;
      padding-inline: var(--_space-1);
    }
    .reprint label.check {
      display: flex;
      align-items: center;
      gap: var(--_space-2);
      min-block-size: var(--_control-height-small);
    }
    .reprint p {
      margin: 0;
    }
    .options select {
      inline-size: 100%;
      min-inline-size: 0;
    }
    .options:empty {
      display: none;
    }
    /* Find my seat: each guests' link on one line, cut short, with its buttons. */
    .links {
      display: grid;
      grid-template-columns: minmax(0, 1fr);
      gap: var(--_space-2);
    }
    .links h3 {
      font-size: 1rem;
    }
    .links ul {
      list-style: none;
      margin: 0;
      padding: 0;
      display: grid;
      grid-template-columns: minmax(0, 1fr);
      gap: var(--_space-2);
    }
    .links li {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: var(--_space-2);
    }
    .links .range {
      font-weight: 600;
    }
    .links .link {
      flex: 1 1 14rem;
      min-inline-size: 0;
      /* Its thousand characters never widen the card: it takes the room there is. */
      contain: inline-size;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
      padding: var(--_space-1) var(--_space-2);
      border: 1px solid var(--_border);
      border-radius: var(--_radius-control);
      background: var(--_surface-locked);
      font-size: 0.85em;
    }
    .links a.btn {
      text-decoration: none;
      color: inherit;
    }
    .problem {
      color: var(--_danger);
      font-weight: 600;
    }
    .preview {
      overflow: auto;
      max-block-size: 80vh;
      border: 1px solid var(--_border);
      border-radius: var(--_radius);
    }
    .empty {
      padding: var(--_panel-padding);
      display: grid;
      gap: var(--_space-3);
      justify-items: start;
    }
    @media print {
      :host {
        display: block;
      }
      .controls {
        display: none;
      }
      /* The page prints at its size, however the preview scaled it. */
      .print-html {
        zoom: 1 !important;
      }
      .preview {
        overflow: visible;
        max-block-size: none;
        border: none;
        border-radius: 0;
      }
    }
  `,
];
