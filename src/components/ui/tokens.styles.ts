/**
 * The design tokens: every colour, the spacing scale, radii, fonts, shadows and the focus ring of
 * the planner, as CSS custom properties on each element's `:host`. The only file with literal
 * colours: every other style module reads `var(--_…)` (test/unit/style-tokens.test.ts keeps it so).
 *
 * A token with a public `--seating-*` name takes the host page's value of that property first:
 * custom properties inherit through shadow roots, so setting one on `<seating-planner>` (or on any
 * ancestor of the app's elements) restyles everything inside. Those names are the embed's theming
 * API, documented on `<seating-planner>`; they are never renamed or removed. The `--_` tokens are
 * internal and may change.
 */
import { css } from 'lit';

export const tokens = css`
  /* A dialog's ::backdrop inherits nothing in browsers before 2024, so it gets the tokens too. */
  :host,
  ::backdrop {
    /* Colours a host page may set. */
    --_bg: var(--seating-bg, #f6f7f9);
    --_surface: var(--seating-surface, #ffffff);
    --_text: var(--seating-text, #1c2430);
    --_muted: var(--seating-muted, #56606e);
    --_border: var(--seating-border, #d9dee5);
    --_accent: var(--seating-accent, #2453c7);
    --_accent-text: var(--seating-accent-text, #ffffff);
    /* One colour per booking in a table's seat drawing. */
    --_band-0: var(--seating-band-0, #2453c7);
    --_band-1: var(--seating-band-1, #c2410c);
    --_band-2: var(--seating-band-2, #15803d);
    --_band-3: var(--seating-band-3, #9333ea);
    --_band-4: var(--seating-band-4, #b91c1c);
    --_band-5: var(--seating-band-5, #0e7490);
    --_band-6: var(--seating-band-6, #a16207);
    --_band-7: var(--seating-band-7, #be185d);
    --_accent-soft: var(--seating-accent-soft, #e8eefc);
    --_danger: var(--seating-danger, #b3261e);
    --_danger-soft: var(--seating-danger-soft, #fdecea);
    --_warning: var(--seating-warning, #8a5a00);
    --_warning-soft: var(--seating-warning-soft, #fff4dc);
    --_ok: var(--seating-ok, #1f7a3a);
    --_ok-soft: var(--seating-ok-soft, #e6f4ea);
    --_focus: var(--seating-focus, #2453c7);

    /* Colours that follow the ones above. */
    /* Darker than the accent, whatever the accent: a host's theme keeps its hover. */
    --_accent-hover: color-mix(in srgb, var(--_accent) 82%, black);
    /* The dark bars (a selected booking, a waiting update) are drawn in the text colour. */
    --_inverse-bg: var(--_text);

    /* Internal colours. */
    --_inverse-text: #ffffff;
    --_ok-text: #ffffff;
    --_control-border: #8a94a3;
    --_accent-border: #c4d3f5;
    --_danger-border: #f0b7b2;
    --_warning-border: #f0d596;
    --_unseated-border: #e7b4af;
    --_surface-locked: #fafbfc;
    --_chip-bg: #f3f5f8;
    --_table-head-bg: #f1f3f6;
    /* The empty part of a fill bar, and the step numbers not current. */
    --_track: #e6e9ee;
    /* Darkens whatever it lies on: the size badge of a chip, plain or selected. */
    --_shade: rgb(0 0 0 / 0.08);
    --_backdrop: rgb(16 24 40 / 0.45);

    /* Spacing: --_space-N is N quarters of a rem, so it follows the page's root font size. */
    --_space-1: 0.25rem;
    --_space-2: 0.5rem;
    --_space-3: 0.75rem;
    --_space-4: 1rem;
    --_space-5: 1.25rem;
    --_space-6: 1.5rem;
    --_space-8: 2rem;
    /* Inside a panel (the solver, the export, the selected booking, the penalty). */
    --_panel-padding: var(--_space-4) 1.1rem;

    /* Radii. */
    --_radius: var(--seating-radius, 10px);
    --_radius-control: 8px;
    --_radius-pill: 999px;

    /* Fonts. */
    --_font: var(--seating-font, system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Hebrew', Arial, sans-serif);
    --_font-mono: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    /* Small labels: figures' names, table heads, step numbers. */
    --_font-size-label: 0.8rem;
    /* Notes and hints beside the content. */
    --_font-size-note: 0.85rem;
    /* Tables and lists inside a panel. */
    --_font-size-table: 0.92rem;
    --_font-size-panel-title: 1.05rem;
    --_font-size-dialog-title: 1.2rem;

    /* Shadows. */
    --_shadow: var(--seating-shadow, 0 1px 2px rgb(16 24 40 / 0.06), 0 1px 3px rgb(16 24 40 / 0.1));
    --_shadow-dialog: 0 20px 50px rgb(16 24 40 / 0.25);
    --_shadow-toast: 0 6px 24px rgb(16 24 40 / 0.25);

    /* Focus ring. */
    --_focus-ring: 3px solid var(--_focus);
    --_focus-ring-offset: 2px;

    /* Control sizes. A finger needs a target of at least 44 px; a mouse is precise with less. */
    --_tap-target: 44px;
    --_control-height: 40px;
    --_control-height-small: 32px;
    --_control-min-width: 0px;
  }
  @media (pointer: coarse) {
    :host {
      --_control-height: var(--_tap-target);
      --_control-height-small: var(--_tap-target);
      --_control-min-width: var(--_tap-target);
    }
  }
`;
