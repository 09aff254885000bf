/**
 * Guests of each scored group at each table, s_{h,t}, in an open-addressing hash keyed by (h, t).
 * Only pairs that occur are stored (a dense groups × tables array would reach hundreds of megabytes on
 * the largest problems); entries that fall back to zero are dropped when the table grows.
 */
const EMPTY = -1;

const slotOf = (group: number, table: number, mask: number): number =>
  (Math.imul(group, 0x9e3779b1) ^ Math.imul(table + 1, 0x85ebca6b)) & mask;

export class GroupTableMass {
  private groups: Int32Array;
  private tables: Int32Array;
  private values: Int32Array;
  private mask: number;
  private used = 0;

  constructor(expectedEntries: number) {
    let capacity = 16;
    while (capacity < expectedEntries * 2) capacity *= 2;
    this.groups = new Int32Array(capacity).fill(EMPTY);
    this.tables = new Int32Array(capacity);
    this.values = new Int32Array(capacity);
    this.mask = capacity - 1;
  }

  get(group: number, table: number): number {
    let i = slotOf(group, table, this.mask);
    for (;;) {
      const g = this.groups[i]!;
      if (g === group && this.tables[i] === table) return this.values[i]!;
      if (g === EMPTY) return 0;
      i = (i + 1) & this.mask;
    }
  }

  add(group: number, table: number, amount: number): void {
    let i = slotOf(group, table, this.mask);
    for (;;) {
      const g = this.groups[i]!;
      if (g === group && this.tables[i] === table) {
        this.values[i]! += amount;
        return;
      }
      if (g === EMPTY) {
        this.groups[i] = group;
        this.tables[i] = table;
        this.values[i] = amount;
        if (++this.used * 2 > this.groups.length) this.rehash();
        return;
      }
      i = (i + 1) & this.mask;
    }
  }

  private rehash(): void {
    const { groups, tables, values } = this;
    let live = 0;
    for (let i = 0; i < groups.length; i++) if (groups[i] !== EMPTY && values[i] !== 0) live++;
    let capacity = 16;
    while (capacity < live * 4) capacity *= 2;
    this.groups = new Int32Array(capacity).fill(EMPTY);
    this.tables = new Int32Array(capacity);
    this.values = new Int32Array(capacity);
    this.mask = capacity - 1;
    this.used = 0;
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
