/**
 * The public surface of `<seating-planner>` in words, for the `/developers/embed/` page. Plain data
 * with no DOM, so the build can read it. The element's JSDoc says the same for the generated
 * custom-elements.json; test/e2e/embed-manifest.test.ts fails when the two disagree.
 */

import { DEMO_EXAMPLE_ID, EXAMPLES } from '../contract/index.ts';

/** Where the published example files live (public/examples/). */
export const EXAMPLES_PATH = '/examples/';
const DEMO_FILES = EXAMPLES.find((e) => e.id === DEMO_EXAMPLE_ID)!.files;

export const EMBED_BUNDLE_PATH = '/embed/seating-planner.js';
export const EMBED_WORKER_PATH = '/embed/solver.worker.js';
/** Reads a workbook off the host page's thread; loaded only when one is imported. */
export const EMBED_WORKBOOK_WORKER_PATH = '/embed/workbook.worker.js';
/** The bundle's TypeScript declarations, built from src/embed/public-types.ts. */
export const EMBED_TYPES_PATH = '/embed/seating-planner.d.ts';
export const EMBED_TYPES_MEDIA_TYPE = 'application/typescript; charset=utf-8';
export const CUSTOM_ELEMENTS_MANIFEST_PATH = '/custom-elements.json';
export const EMBED_DOCS_PATH = '/developers/embed/';

export interface ApiEntry {
  name: string;
  description: string;
}

export interface AttributeEntry extends ApiEntry {
  /** The JavaScript property that mirrors the attribute. */
  property: string;
  type: string;
  default: string;
}

export const EMBED_ATTRIBUTES: readonly AttributeEntry[] = [
  {
    name: 'lang',
    property: 'lang',
    type: '"en" | "he"',
    default: 'the page’s <html lang>, else en',
    description: 'Interface language. Hebrew lays the planner out right to left.',
  },
  {
    name: 'guests-src',
    property: 'guestsSrc',
    type: 'string (URL)',
    default: 'none',
    description:
      'Guests CSV file to load into an empty workspace, relative to the page. Another origin must allow CORS. A workspace with guests keeps them; call reloadSources() to load the file again.',
  },
  {
    name: 'tables-src',
    property: 'tablesSrc',
    type: 'string (URL)',
    default: 'none',
    description: 'Tables CSV file to load into an empty workspace, as guests-src.',
  },
  {
    name: 'seating-src',
    property: 'seatingSrc',
    type: 'string (URL)',
    default: 'none',
    description:
      'A seating plan (the planner’s export CSV) loaded together with guests-src and tables-src, so the workspace opens already seated. With readonly, this shows a finished plan.',
  },
  {
    name: 'workspace',
    property: 'workspace',
    type: 'string',
    default: 'default',
    description:
      'Name of the workspace: the IndexedDB database seating-embed:<workspace> on the page’s origin. Planners with different names never share data; the same name on two pages of one site shares it.',
  },
  {
    name: 'readonly',
    property: 'readonly',
    type: 'boolean',
    default: 'false',
    description:
      'Shows the tables and the penalty without any control that changes the plan; pair it with seating-src to publish a finished plan.',
  },
];

export interface EventEntry extends ApiEntry {
  detail: string;
}

export const EMBED_EVENTS: readonly EventEntry[] = [
  {
    name: 'seating-change',
    detail: 'SeatingChangeDetail',
    description:
      'The plan shown changed: the workspace opened, a file was imported, a booking moved, a solver run ended, undo or redo. The detail has workspace, event, bookings, guests, tables, seats, seating (booking → table), unseated, penalty and lowerBound.',
  },
  {
    name: 'seating-solved',
    detail: 'SeatingSolvedDetail',
    description: 'A solver run finished and its arrangement was kept: the plan summary, with penalty, lowerBound and optimal.',
  },
  {
    name: 'seating-error',
    detail: 'SeatingErrorDetail',
    description:
      'Something failed: kind is load (a file could not be fetched), import (a file has errors, listed in issues with line and column; nothing changed), storage (the browser refused the workspace or a save) or solver. message is the sentence the planner shows, in its language.',
  },
];

export const EMBED_CSS_PROPERTIES: readonly ApiEntry[] = [
  { name: '--seating-bg', description: 'Background behind the panels.' },
  { name: '--seating-surface', description: 'Background of panels, cards and inputs.' },
  { name: '--seating-text', description: 'Text colour.' },
  { name: '--seating-muted', description: 'Secondary text colour.' },
  { name: '--seating-border', description: 'Borders of panels and cards.' },
  { name: '--seating-accent', description: 'Primary buttons, the current step, filled seats.' },
  { name: '--seating-accent-text', description: 'Text on the accent colour.' },
  { name: '--seating-accent-soft', description: 'Hover and highlighted backgrounds.' },
  { name: '--seating-danger', description: 'Errors and refused moves.' },
  { name: '--seating-danger-soft', description: 'Background of error messages.' },
  { name: '--seating-warning', description: 'Warnings.' },
  { name: '--seating-warning-soft', description: 'Background of warnings.' },
  { name: '--seating-ok', description: 'Full tables and success messages.' },
  { name: '--seating-ok-soft', description: 'Background of success messages.' },
  { name: '--seating-focus', description: 'Keyboard focus ring.' },
  { name: '--seating-radius', description: 'Corner radius of panels and cards.' },
  { name: '--seating-shadow', description: 'Shadow of panels and cards.' },
  { name: '--seating-font', description: 'Font family.' },
  { name: '--seating-band-0', description: 'Colour 1 of the bookings in a table’s seat drawing.' },
  { name: '--seating-band-1', description: 'Colour 2 of the bookings in a table’s seat drawing.' },
  { name: '--seating-band-2', description: 'Colour 3 of the bookings in a table’s seat drawing.' },
  { name: '--seating-band-3', description: 'Colour 4 of the bookings in a table’s seat drawing.' },
  { name: '--seating-band-4', description: 'Colour 5 of the bookings in a table’s seat drawing.' },
  { name: '--seating-band-5', description: 'Colour 6 of the bookings in a table’s seat drawing.' },
  { name: '--seating-band-6', description: 'Colour 7 of the bookings in a table’s seat drawing.' },
  { name: '--seating-band-7', description: 'Colour 8 of the bookings in a table’s seat drawing.' },
];

export const EMBED_CSS_PARTS: readonly ApiEntry[] = [
  { name: 'frame', description: 'The box around everything the planner draws.' },
  { name: 'error', description: 'The message shown when guests-src or tables-src cannot be loaded.' },
  { name: 'header', description: 'The bar with the event menu, undo and redo, and the steps.' },
  { name: 'main', description: 'The area that shows the current step (read-only: the tables and the penalty).' },
];

/** The parts a host may place inside `<seating-planner>` to lay out the planner itself. */
export const EMBED_PUBLIC_PARTS: readonly ApiEntry[] = [
  { name: 'import-panel', description: 'Guests and tables files: pick, drop or paste, with every problem listed by line and column.' },
  {
    name: 'tables-view',
    description: 'Every table with its seats, guests and share of the penalty; moves by drag-and-drop or keyboard. Takes readonly.',
  },
  { name: 'guest-list', description: 'Search, filter by group and edit bookings.' },
  { name: 'solver-panel', description: 'Start and stop the solver, with live progress, best penalty and lower bound.' },
  { name: 'seating-view', description: 'Solver, tables, the selected booking, the penalty breakdown and the export, laid out together.' },
];

/** The three lines a web author pastes into a page, for our site at `origin`. */
export function embedSnippet(origin: string, options: { lang?: string; workspace?: string } = {}): string {
  const url = (path: string) => new URL(path, origin + '/').href;
  return [
    `<script type="module" src="${url(EMBED_BUNDLE_PATH)}"></script>`,
    `<seating-planner lang="${options.lang ?? 'en'}" workspace="${options.workspace ?? 'my-event'}" guests-src="${url(EXAMPLES_PATH + DEMO_FILES.guests)}"`,
    `  tables-src="${url(EXAMPLES_PATH + DEMO_FILES.tables)}"></seating-planner>`,
  ].join('\n');
}
