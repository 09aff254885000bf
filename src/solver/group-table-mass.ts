/**
 * Guests of each scored group at each table, s_{h,t}. Up to DENSE_LIMIT pairs (events of a few
 * thousand bookings) they sit in one dense groups × tables array, read with one index; larger events
 * use an open-addressing hash keyed by (h, t), which stores only pairs that occur (the dense array
 * would reach hundreds of megabytes there) and drops entries that fell back to zero when it grows.
 * The dense array makes a move about a fifth cheaper on the benchmark events (docs/decisions/0016).
 */
const EMPTY = -1;
/** Pairs of a dense array at most: 8 MB. */
export const DENSE_LIMIT = 2_000_000;

const slotOf = (group: number, table: number, mask: number): number =>
  (Math.imul(group, 0x9e3779b1) ^ Math.imul(table + 1, 0x85ebca6b)) & mask;

export class GroupTableMass {
  private groups = new Int32Array(0);
  private tables = new Int32Array(0);
  private values = new Int32Array(0);
  private mask = 0;
  private used = 0;

  /** keys × tables entries when they fit DENSE_LIMIT, else null (the hash is used). */
  private readonly dense: Int32Array | null;

  constructor(
    expectedEntries: number,
    keys: number,
    private readonly tableCount: number,
  ) {
    this.dense = keys * tableCount <= DENSE_LIMIT ? new Int32Array(keys * tableCount) : null;
    if (!this.dense) this.allocate(expectedEntries);
  }

  /** Empty storage for `entries` pairs at most half full (a power of two, so the mask finds a slot). */
  private allocate(entries: number): void {
    let capacity = 16;
    while (capacity < entries * 2) capacity *= 2;
    this.groups = new Int32Array(capacity).fill(EMPTY);
    this.tables = new Int32Array(capacity);
    this.values = new Int32Array(capacity);
    this.mask = capacity - 1;
    this.used = 0;
  }

  get(group: number, table: number): number {
    if (this.dense) return this.dense[group * this.tableCount + table]!;
    const i = this.slotFor(group, table);
    return this.groups[i] === EMPTY ? 0 : this.values[i]!;
  }

  add(group: number, table: number, amount: number): void {
    if (this.dense) {
      this.dense[group * this.tableCount + table]! += amount;
      return;
    }
    const i = this.slotFor(group, table);
    if (this.groups[i] !== EMPTY) {
      this.values[i]! += amount;
      return;
    }
    this.groups[i] = group;
    this.tables[i] = table;
    this.values[i] = amount;
    if (++this.used * 2 > this.groups.length) this.rehash();
  }

  /** The slot holding (group, table), or the empty slot where it would go (linear probing). */
  private slotFor(group: number, table: number): number {
    let i = slotOf(group, table, this.mask);
    for (;;) {
      const g = this.groups[i]!;
      if (g === EMPTY || (g === group && this.tables[i] === table)) return i;
      i = (i + 1) & this.mask;
    }
  }

  private rehash(): void {
    const { groups, tables, values } = this;
    let live = 0;
    for (let i = 0; i < groups.length; i++) if (groups[i] !== EMPTY && values[i] !== 0) live++;
    // Twice the live pairs, so the grown storage is at most a quarter full.
    this.allocate(live * 2);
    for (let i = 0; i < groups.length; i++) {
      if (groups[i] === EMPTY || values[i] === 0) continue;
      let j = slotOf(groups[i]!, tables[i]!, this.mask);
      while (this.groups[j] !== EMPTY) j = (j + 1) & this.mask;
      this.groups[j] = groups[i]!;
      this.tables[j] = tables[i]!;
      this.values[j] = values[i]!;
      this.used++;
    }
  }
}
