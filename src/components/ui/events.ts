/**
 * How planner elements send events upwards. Each custom event is declared in `HTMLElementEventMap`
 * beside the element that sends it, with its detail type; `emit` takes the detail that map names,
 * and listeners get the typed event without a cast. Every such event bubbles and crosses shadow
 * roots. This file also declares the two events any element may send: an announcement for the
 * screen-reader live region, and a request to show another view; and the room's selection, which
 * the drawing and the list of the room both send.
 */
export type PlannerView = 'import' | 'guests' | 'seating' | 'room' | 'print';

interface AnnounceDetail {
  message: string;
}

interface NavigateDetail {
  view: PlannerView;
}

/** The id of a table or an object of the room in the room's selection. */
export const tableId = (name: string) => `table:${name}`;
export const objectId = (id: string) => `object:${id}`;
/** The table name or object id an id of the selection names, or null when it names the other kind. */
export const tableOfId = (id: string): string | null => (id.startsWith('table:') ? id.slice('table:'.length) : null);
export const objectOfId = (id: string): string | null => (id.startsWith('object:') ? id.slice('object:'.length) : null);

export interface RoomSelectDetail {
  /** `table:<name>` or `object:<id>`; null clears the selection. */
  id: string | null;
  /** Added to (or taken from) the selection rather than replacing it. */
  additive: boolean;
}

declare global {
  interface HTMLElementEventMap {
    'planner-announce': CustomEvent<AnnounceDetail>;
    'planner-navigate': CustomEvent<NavigateDetail>;
    'room-select': CustomEvent<RoomSelectDetail>;
  }
}

/** The names in `HTMLElementEventMap` whose event is a CustomEvent (the browser's own events are not). */
export type CustomEventName = {
  [K in keyof HTMLElementEventMap]: HTMLElementEventMap[K] extends CustomEvent ? K : never;
}[keyof HTMLElementEventMap];

type EventDetail<K extends CustomEventName> = HTMLElementEventMap[K] extends CustomEvent<infer Detail> ? Detail : never;

/** A detail declared `null` is left out: `emit(this, 'export-request')`. */
type DetailArgument<K extends CustomEventName> = EventDetail<K> extends null ? [] : [detail: EventDetail<K>];

export function emit<K extends CustomEventName>(from: EventTarget, type: K, ...[detail]: DetailArgument<K>): void {
  from.dispatchEvent(new CustomEvent(type, { detail: detail ?? null, bubbles: true, composed: true }));
}

export function announce(from: EventTarget, message: string): void {
  emit(from, 'planner-announce', { message });
}

export function navigate(from: EventTarget, view: PlannerView): void {
  emit(from, 'planner-navigate', { view });
}
