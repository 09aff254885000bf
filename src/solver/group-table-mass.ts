/**
 * Guests of each scored group at each table, s_{h,t}, in an open-addressing hash keyed by (h, t).
 * Only pairs that occur are stored (a dense groups × tables array would reach hundreds of megabytes on
 * the largest problems); entries that fall back to zero are dropped when the table grows.
 */
const EMPTY = -1;

const slotOf = (group: number, table: number, mask: number): number =>
  (Math.imul(group, 0x9e3779b1) ^ Math.imul(table + 1, 0x85ebca6b)) & mask;

export class GroupTableMass {
  private groups = new Int32Array(0);
  private tables = new Int32Array(0);
  private values = new Int32Array(0);
  private mask = 0;
  private used = 0;

  constructor(expectedEntries: number) {
    this.allocate(expectedEntries);
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
    const i = this.slotFor(group, table);
    return this.groups[i] === EMPTY ? 0 : this.values[i]!;
  }

  add(group: number, table: number, amount: number): void {
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
