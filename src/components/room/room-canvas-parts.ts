/** The pieces of `<room-canvas>` its keyboard and pointer controllers share, apart so the pieces do not import each other. */
import type { RoomEdits } from './room-canvas-edits.ts';
import type { RoomItems } from './room-canvas-items.ts';

/** What the drawing's keyboard and pointer work with: its items and edits, its selection and its tab stop. */
export interface CanvasParts {
  items: RoomItems;
  edits: RoomEdits;
  readonly: () => boolean;
  selected: () => readonly string[];
  /** Gives an item the drawing's one tab stop. */
  setCurrent: (id: string) => void;
  select: (id: string | null, additive: boolean) => void;
  /** The group drawn for a selection id. */
  item: (id: string) => SVGGElement | null;
}
