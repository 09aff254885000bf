/**
 * Lining up selected footprints on the floor plan: align them by an edge or their centres,
 * distribute them with equal gaps, and turn each one in place. Each function returns where every
 * item goes, in the order given, centres snapped to the grid; the caller makes it one edit.
 */
import { boundsOf, GRID_METRES, normalAngle, snapToGrid, type Footprint } from './room.ts';

/** Left, centre and right line items up along x; top, middle and bottom along y. */
export type AlignEdge = 'left' | 'centre' | 'right' | 'top' | 'middle' | 'bottom';
export const ALIGN_EDGES: readonly AlignEdge[] = ['left', 'centre', 'right', 'top', 'middle', 'bottom'];

export type DistributeAxis = 'horizontal' | 'vertical';
export const DISTRIBUTE_AXES: readonly DistributeAxis[] = ['horizontal', 'vertical'];

export interface Arranged {
  x: number;
  y: number;
  rotation: number;
}

const snapped = (f: Footprint, x: number, y: number, rotation = f.rotation): Arranged => ({
  x: snapToGrid(x, GRID_METRES),
  y: snapToGrid(y, GRID_METRES),
  rotation: normalAngle(rotation),
});

/**
 * Every item moved along one axis so that its edge (or centre) meets the selection's outermost
 * edge on that side (or the middle of the selection's box).
 */
export function align(items: readonly Footprint[], edge: AlignEdge): Arranged[] {
  if (items.length === 0) return [];
  const boxes = items.map((f) => boundsOf(f));
  const left = Math.min(...boxes.map((b) => b.left));
  const right = Math.max(...boxes.map((b) => b.right));
  const top = Math.min(...boxes.map((b) => b.top));
  const bottom = Math.max(...boxes.map((b) => b.bottom));
  return items.map((f, i) => {
    const box = boxes[i]!;
    switch (edge) {
      case 'left':
        return snapped(f, f.x + left - box.left, f.y);
      case 'right':
        return snapped(f, f.x + right - box.right, f.y);
      case 'centre':
        return snapped(f, (left + right) / 2, f.y);
      case 'top':
        return snapped(f, f.x, f.y + top - box.top);
      case 'bottom':
        return snapped(f, f.x, f.y + bottom - box.bottom);
      case 'middle':
        return snapped(f, f.x, (top + bottom) / 2);
    }
  });
}

/**
 * The items spaced along one axis with equal gaps between their edges: the first and the last (by
 * position along that axis) stay, the others move between them in their order. Fewer than three
 * items stay where they are.
 */
export function distribute(items: readonly Footprint[], axis: DistributeAxis): Arranged[] {
  const result = items.map((f) => snapped(f, f.x, f.y));
  if (items.length < 3) return result;
  const along = axis === 'horizontal' ? (f: Footprint) => f.x : (f: Footprint) => f.y;
  const extent = (f: Footprint) => {
    const box = boundsOf(f);
    return axis === 'horizontal' ? { start: box.left, end: box.right } : { start: box.top, end: box.bottom };
  };
  const order = items.map((_, i) => i).sort((a, b) => along(items[a]!) - along(items[b]!) || a - b);
  const spans = order.map((i) => extent(items[i]!));
  const first = spans[0]!;
  const last = spans.at(-1)!;
  const sizes = spans.reduce((sum, s) => sum + (s.end - s.start), 0);
  const gap = (last.end - first.start - sizes) / (items.length - 1);
  let start = first.start;
  order.forEach((i, k) => {
    const f = items[i]!;
    const span = spans[k]!;
    const centre = along(f) + start - span.start;
    result[i] = axis === 'horizontal' ? snapped(f, centre, f.y) : snapped(f, f.x, centre);
    start += span.end - span.start + gap;
  });
  return result;
}

/** Every item turned in place by `degrees` clockwise. */
export function rotateBy(items: readonly Footprint[], degrees: number): Arranged[] {
  return items.map((f) => snapped(f, f.x, f.y, f.rotation + degrees));
}
