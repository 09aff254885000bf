/**
 * How the undo history of an event is kept in the workspace: one small step per edit, holding only
 * the parts of the content that edit changed (before and after), and a head that says which steps
 * are done and which content revision the history describes.
 */
import type { MergeBase } from '../model/event-content.ts';
import type { Room } from '../model/room.ts';
import type { MealOption } from '../model/meals.ts';
import type { GuestRecord, TableRecord } from '../model/records.ts';

/** Items `start …` of a list: `removed` were there before the edit, `inserted` after it. */
export interface ListSplice<T> {
  start: number;
  removed: T[];
  inserted: T[];
}

/** What one edit changed in an event's content; absent parts did not change. */
export interface ContentPatch {
  guests?: ListSplice<GuestRecord>;
  tables?: ListSplice<TableRecord>;
  /** Booking name → [table before, table after]; null: unseated. */
  seating?: Record<string, [string | null, string | null]>;
  lockedBookings?: ListSplice<string>;
  lockedTables?: ListSplice<string>;
  sources?: [EventSources, EventSources];
  /** The meal list before and after (absent before: none); a short list, kept whole. */
  meals?: [MealOption[] | null, MealOption[] | null];
  /** Seat numbers by booking name, before and after (a seat move, or an edit that came with one). */
  seats?: [Record<string, number[]> | null, Record<string, number[]> | null];
  /** The room's outline and objects before and after (absent before: the automatic room); small, kept whole. */
  room?: [Room | null, Room | null];
  /** The merge base before and after (an import or a merge): undoing one puts back the base it replaced. */
  mergeBase?: [MergeBase | null, MergeBase | null];
}

interface EventSources {
  guests: string | null;
  tables: string | null;
}

/** One undoable edit as stored. */
export interface HistoryStep {
  eventId: string;
  /** Increases by one per edit; steps of an event are read in this order. */
  seq: number;
  /** What the edit did, for the undo and redo buttons: a message key and its parameters. */
  label: { kind: string; params: Record<string, string | number> };
  patch: ContentPatch;
  /** The patch's size in characters of JSON, counted against the history's bound. */
  size: number;
}

export interface HistoryHead {
  eventId: string;
  /** The content revision this history leads to; any other revision means the history is out of date. */
  revision: number;
  /** Seq of the last done step (steps after it are undone, for redo); below `first`: nothing to undo. */
  position: number;
  /** The steps kept: seq `first` to `last`. */
  first: number;
  last: number;
}

/** What a save writes of the history, in the same transaction as the content. */
export interface HistoryWrite {
  position: number;
  first: number;
  last: number;
  /** Steps to add (or to write again); every other stored step outside first…last is deleted. */
  put: HistoryStep[];
}

/** An event's history as loaded: its head and its steps in order. */
export interface StoredHistory {
  head: HistoryHead;
  steps: HistoryStep[];
}
