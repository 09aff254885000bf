/**
 * The keys of the floor plan drawing, as actions. Three modes:
 * - items: the focus is on a table or object. N / Shift+N (PageDown / PageUp) go to the next or
 *   previous one and select it; Space selects the focused one (Ctrl or Shift adds it to the
 *   selection); arrows move the selection by one grid step (Shift: one metre); R / Shift+R turn it
 *   15° clockwise / anticlockwise; Enter opens a table's seats; G goes into its seats; Escape
 *   clears the selection; + / - / 0 zoom in, out and fit the room.
 * - seats: a cursor on one seat of the focused table. Arrows go from seat to seat (Home / End: the
 *   first and last), Space picks up the booking in that seat, Escape goes back to the tables.
 * - carrying: a booking picked up. N / Shift+N or the arrows (towards the nearest table that way)
 *   choose a table, Space drops the booking there, Escape cancels.
 * The drawing is a map: arrows follow the screen in both languages.
 */
import type { Point } from '../../model/room.ts';

export type KeyMode = 'items' | 'seats' | 'carrying';

export type RoomKeyAction =
  | { kind: 'step'; by: 1 | -1 }
  | { kind: 'select'; additive: boolean }
  | { kind: 'move'; dx: number; dy: number; metre: boolean }
  | { kind: 'rotate'; degrees: number }
  | { kind: 'open' }
  | { kind: 'clear' }
  | { kind: 'seats' }
  | { kind: 'zoom'; how: 'in' | 'out' | 'fit' }
  | { kind: 'seat'; by: number; to?: 'first' | 'last' }
  | { kind: 'pick' }
  | { kind: 'toward'; dx: number; dy: number }
  | { kind: 'drop' }
  | { kind: 'back' };

/** How far R turns a table or object. */
export const ROTATE_STEP_DEGREES = 15;

const ARROWS: Record<string, Point> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

export function keyAction(event: KeyboardEvent, mode: KeyMode): RoomKeyAction | null {
  if (event.altKey) return null;
  const key = event.key;
  const letter = key.length === 1 ? key.toLowerCase() : '';
  const arrow = ARROWS[key];
  if (!event.ctrlKey && !event.metaKey) {
    if (key === '+' || key === '=') return { kind: 'zoom', how: 'in' };
    if (key === '-' || key === '_') return { kind: 'zoom', how: 'out' };
    if (key === '0') return { kind: 'zoom', how: 'fit' };
  }
  if (mode === 'seats') {
    if (arrow) return { kind: 'seat', by: arrow.x + arrow.y };
    if (key === 'Home') return { kind: 'seat', by: 0, to: 'first' };
    if (key === 'End') return { kind: 'seat', by: 0, to: 'last' };
    if (key === ' ' || key === 'Enter') return { kind: 'pick' };
    if (key === 'Escape' || letter === 'g') return { kind: 'back' };
    return null;
  }
  const step = letter === 'n' ? (event.shiftKey ? -1 : 1) : key === 'PageDown' ? 1 : key === 'PageUp' ? -1 : 0;
  if (step !== 0 && !event.ctrlKey && !event.metaKey) return { kind: 'step', by: step };
  if (mode === 'carrying') {
    if (arrow) return { kind: 'toward', dx: arrow.x, dy: arrow.y };
    if (key === ' ' || key === 'Enter') return { kind: 'drop' };
    if (key === 'Escape') return { kind: 'back' };
    return null;
  }
  if (arrow && !event.ctrlKey && !event.metaKey) return { kind: 'move', dx: arrow.x, dy: arrow.y, metre: event.shiftKey };
  if (key === ' ') return { kind: 'select', additive: event.ctrlKey || event.metaKey || event.shiftKey };
  if (event.ctrlKey || event.metaKey) return null;
  if (letter === 'r') return { kind: 'rotate', degrees: event.shiftKey ? -ROTATE_STEP_DEGREES : ROTATE_STEP_DEGREES };
  if (key === 'Enter') return { kind: 'open' };
  if (letter === 'g') return { kind: 'seats' };
  if (key === 'Escape') return { kind: 'clear' };
  return null;
}

/**
 * The index of the point nearest `from` in the direction (dx, dy): within 45° of it, distance
 * along the direction counting less than distance across. -1 when there is none.
 */
export function nearestToward(from: Point, points: readonly Point[], dx: number, dy: number): number {
  let best = -1;
  let bestScore = Infinity;
  points.forEach((p, i) => {
    const along = (p.x - from.x) * dx + (p.y - from.y) * dy;
    const across = Math.abs((p.x - from.x) * dy - (p.y - from.y) * dx);
    if (along <= 0 || across > along) return;
    const score = along + 2 * across;
    if (score < bestScore) {
      bestScore = score;
      best = i;
    }
  });
  return best;
}
