/**
 * A list of small integers (bookings, tables) that the search empties and refills on every proposal.
 * Emptying a JS array (`length = 0`) gives up its storage and the next push allocates it again: some
 * hundreds of megabytes a run, a tenth of its time in garbage collection. This list keeps its storage.
 */
export class IntList {
  private items: Int32Array;
  length = 0;

  constructor(capacity = 16) {
    this.items = new Int32Array(Math.max(1, capacity));
  }

  static of(...values: number[]): IntList {
    const list = new IntList(values.length);
    for (const value of values) list.push(value);
    return list;
  }

  clear(): void {
    this.length = 0;
  }

  push(value: number): void {
    if (this.length === this.items.length) {
      const grown = new Int32Array(this.items.length * 2);
      grown.set(this.items);
      this.items = grown;
    }
    this.items[this.length++] = value;
  }

  get(i: number): number {
    return this.items[i]!;
  }

  /** Removes and returns the value at i, the last value taking its place (order is not kept). */
  takeAt(i: number): number {
    const value = this.items[i]!;
    this.items[i] = this.items[--this.length]!;
    return value;
  }

  includes(value: number): boolean {
    for (let i = 0; i < this.length; i++) if (this.items[i] === value) return true;
    return false;
  }
}
