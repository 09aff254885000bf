/** The look of `<seating-planner>`: the design tokens, the shared controls, and its own layout. */
import { css } from 'lit';
import { sharedStyles } from '../components/ui/shared.styles.ts';
import { tokens } from '../components/ui/tokens.styles.ts';

export const seatingPlannerStyles = [
  tokens,
  sharedStyles,
  css`
    :host {
      display: block;
      /* Its own width, not the viewport's, decides the read-only layout (it may sit in a narrow column). */
      container-type: inline-size;
      background: var(--_bg);
      border-radius: var(--_radius);
      text-align: start;
    }
    :host([hidden]) {
      display: none;
    }
    .frame {
      display: grid;
      gap: var(--_space-3);
    }
    seating-app {
      min-height: 0;
      background: transparent;
    }
    .readonly {
      display: grid;
      gap: var(--_space-4);
      padding: var(--_space-4);
      grid-template-columns: minmax(0, 1fr) minmax(14rem, 20rem);
      align-items: start;
    }
    /* The plan in words spans the tables and the penalty beside them. */
    .readonly plan-summary {
      grid-column: 1 / -1;
    }
    @container (max-width: 700px) {
      .readonly {
        grid-template-columns: 1fr;
      }
    }
    .errors {
      display: grid;
      gap: var(--_space-2);
      margin: var(--_space-3) var(--_space-3) 0;
      padding: var(--_space-3) var(--_space-4);
      border-radius: var(--_radius);
      background: var(--_danger-soft);
      border: 1px solid var(--_danger);
      color: var(--_danger);
    }
    .errors ul {
      margin: 0;
      padding-inline-start: var(--_space-5);
    }
    .errors .row {
      display: flex;
      gap: var(--_space-3);
      align-items: start;
      justify-content: space-between;
    }
  `,
];
