// The types of the embed bundle as a host page sees them. The build turns this module into
// dist/embed/seating-planner.d.ts (rollup-plugin-dts, see rollup.config.mjs), served beside the
// bundle. The event details come from their source; the elements are described by what a host
// may use (attributes, properties, methods), not by their internals, so the file needs nothing but
// the DOM's own types. test/types/embed-public-types.ts holds each element here to its real class,
// and test/contract/embed-types.test.ts compiles a host page against the built file.
export type {
  SeatingChangeDetail,
  SeatingSolvedDetail,
  SeatingErrorDetail,
  SeatingErrorKind,
  SeatingPlanSummary,
  SeatingEventDetails,
} from './events.ts';
export type { Issue, IssueSeverity, InputFile } from '../model/issues.ts';
import type { SeatingEventDetails } from './events.ts';

/** `<seating-planner>`: the whole planner, in its own workspace, language and solver worker. */
export interface SeatingPlanner extends HTMLElement {
  /** `lang`: `en` or `he` (a region such as `he-IL` is fine); empty follows the page's `<html lang>`. */
  lang: string;
  /** `guests-src`: address of a guests CSV file to load into an empty workspace (relative to the page). */
  guestsSrc: string;
  /** `tables-src`: address of a tables CSV file to load into an empty workspace (relative to the page). */
  tablesSrc: string;
  /** `seating-src`: address of a seating plan (the export CSV) to load with the guests and tables it seats. */
  seatingSrc: string;
  /** `workspace`: name of this planner's workspace; planners with different names never share data. */
  workspace: string;
  /** `readonly`: shows the plan without any control that changes it. */
  readonly: boolean;
  /** The language in use after the attribute and the page's defaults. */
  readonly language: 'en' | 'he';
  /**
   * The open workspace's state, for hosts that script the planner; null before it opens. Its shape
   * is the planner's own and may change between versions: the events' details are the stable summary.
   */
  readonly plannerState: unknown;
  /** Resolves once the workspace is open, the due source files are loaded and the element has drawn. */
  readonly updateComplete: Promise<boolean>;
  /** Loads `guests-src`, `tables-src` and `seating-src` again, replacing what the workspace holds. */
  reloadSources(): Promise<void>;
}

/** `<import-panel>`: guests and tables files, picked, dropped or pasted, with every problem listed. */
export interface ImportPanel extends HTMLElement {
  /** `examples-base`: where the example files it links live. */
  examplesBase: string;
  /** `demo-href`: the link that opens the demo; empty shows none. */
  demoHref: string;
}

/** `<tables-view>`: every table with its seats, guests and share of the penalty; moves by drag-and-drop or keyboard. */
export interface TablesView extends HTMLElement {
  /** `selected`: the name of the selected booking, or null. */
  selected: string | null;
  /** `readonly`: shows the tables without any control that changes them. */
  readonly: boolean;
  /** `moves-elsewhere`: another control offers the moves (the phone's sheet), so the cards offer none. */
  movesElsewhere: boolean;
}

/** `<guest-list>`: search, filter by group and edit bookings. */
export type GuestList = HTMLElement;
/** `<solver-panel>`: start and stop the solver, with live progress, best penalty and lower bound. */
export type SolverPanel = HTMLElement;
/** `<penalty-breakdown>`: what the penalty of the plan shown is made of. */
export type PenaltyBreakdown = HTMLElement;
/** `<seating-view>`: solver, tables, the selected booking, the penalty breakdown and the export, laid out together. */
export type SeatingView = HTMLElement;

/** The elements the bundle defines, by tag (the built file adds them to `HTMLElementTagNameMap`). */
export interface SeatingPlannerTagNameMap {
  'seating-planner': SeatingPlanner;
  'import-panel': ImportPanel;
  'tables-view': TablesView;
  'guest-list': GuestList;
  'solver-panel': SolverPanel;
  'penalty-breakdown': PenaltyBreakdown;
  'seating-view': SeatingView;
}

/**
 * The planner's events, by name. Elements already know them (`HTMLElementEventMap`); the built
 * file adds them to `DocumentEventMap` too, since they bubble up to the document.
 */
export type SeatingPlannerEventMap = { [Name in keyof SeatingEventDetails]: CustomEvent<SeatingEventDetails[Name]> };

/** A class the bundle exports: `instanceof` works, and `customElements.get(tag)` returns it. */
interface ElementClass<E extends HTMLElement> {
  readonly prototype: E;
  new (): E;
}

export declare const SeatingPlanner: ElementClass<SeatingPlanner>;
export declare const ImportPanel: ElementClass<ImportPanel>;
export declare const TablesView: ElementClass<TablesView>;
export declare const GuestList: ElementClass<GuestList>;
export declare const SolverPanel: ElementClass<SolverPanel>;
export declare const PenaltyBreakdown: ElementClass<PenaltyBreakdown>;
export declare const SeatingView: ElementClass<SeatingView>;

/** `seating-planner`. */
export declare const EMBED_TAG: 'seating-planner';
/** Every embedded workspace is the IndexedDB database of this prefix and its name. */
export declare const WORKSPACE_DB_PREFIX: string;
/** The IndexedDB database of a workspace on the host page's origin. */
export declare function workspaceDbName(workspace: string): string;
