/**
 * Open tables bucketed by their free seats, so the construction finds the best-fitting or the emptiest
 * table with room for m guests in O(capacity) instead of scanning every table. Within a bucket the
 * lowest table index wins, which keeps the construction deterministic and close to the tables' order.
 */
import type { ArrangementState } from './delta.ts';

export class FreeSeatIndex {
  /** Per free-seat count, a min-heap of table indices (lazy: stale entries are skipped when read). */
  private readonly buckets: number[][];
  private readonly indexed: Int32Array;

  constructor(
    private readonly state: ArrangementState,
    private readonly open: Uint8Array,
    maxCapacity: number,
  ) {
    this.buckets = Array.from({ length: maxCapacity + 1 }, () => []);
    this.indexed = new Int32Array(open.length).fill(-1);
    for (let t = 0; t < open.length; t++) this.update(t);
  }

  /** Call after table t's load changed. */
  update(t: number): void {
    if (!this.open[t]) return;
    const free = Math.max(0, this.state.freeSeats(t));
    if (this.indexed[t] === free) return;
    this.indexed[t] = free;
    heapPush(this.buckets[free]!, t);
  }

  /** The open table with the fewest free seats ≥ mass, or -1. */
  bestFit(mass: number): number {
    for (let k = Math.max(mass, 0); k < this.buckets.length; k++) {
      const t = this.top(k);
      if (t >= 0) return t;
    }
    return -1;
  }

  /** The open table with the most free seats, if ≥ mass, or -1. */
  emptiest(mass: number): number {
    for (let k = this.buckets.length - 1; k >= Math.max(mass, 0); k--) {
      const t = this.top(k);
      if (t >= 0) return t;
    }
    return -1;
  }

  private top(k: number): number {
    const heap = this.buckets[k]!;
    while (heap.length > 0 && this.indexed[heap[0]!] !== k) heapPop(heap);
    return heap.length > 0 ? heap[0]! : -1;
  }
}

function heapPush(heap: number[], value: number): void {
  let i = heap.length;
  heap.push(value);
  while (i > 0) {
    const parent = (i - 1) >> 1;
    if (heap[parent]! <= value) break;
    heap[i] = heap[parent]!;
    i = parent;
  }
  heap[i] = value;
}

function heapPop(heap: number[]): void {
  const last = heap.pop()!;
  if (heap.length === 0) return;
  let i = 0;
  for (;;) {
    const left = 2 * i + 1;
    if (left >= heap.length) break;
    const child = left + 1 < heap.length && heap[left + 1]! < heap[left]! ? left + 1 : left;
    if (heap[child]! >= last) break;
    heap[i] = heap[child]!;
    i = child;
  }
  heap[i] = last;
}
