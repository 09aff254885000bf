/**
 * Guests of each scored group at each table, s_{h,t}, in an open-addressing hash keyed by h·T + t.
 * Only pairs that occur are stored (a dense groups × tables array would reach hundreds of megabytes on
 * the largest problems); entries that fall back to zero are dropped when the table grows.
 */
export class GroupTableMass {
  private keys: Int32Array;
  private values: Int32Array;
  private mask: number;
  private used = 0;

  constructor(
    private readonly tableCount: number,
    expectedEntries: number,
  ) {
    let capacity = 16;
    while (capacity < expectedEntries * 2) capacity *= 2;
    this.keys = new Int32Array(capacity).fill(-1);
    this.values = new Int32Array(capacity);
    this.mask = capacity - 1;
  }

  get(group: number, table: number): number {
    const key = group * this.tableCount + table;
    let i = Math.imul(key, 0x9e3779b1) & this.mask;
    for (;;) {
      const k = this.keys[i]!;
      if (k === key) return this.values[i]!;
      if (k === -1) return 0;
      i = (i + 1) & this.mask;
    }
  }

  add(group: number, table: number, amount: number): void {
    const key = group * this.tableCount + table;
    let i = Math.imul(key, 0x9e3779b1) & this.mask;
    for (;;) {
      const k = this.keys[i]!;
      if (k === key) {
        this.values[i]! += amount;
        return;
      }
      if (k === -1) {
        this.keys[i] = key;
        this.values[i] = amount;
        if (++this.used * 2 > this.keys.length) this.rehash();
        return;
      }
      i = (i + 1) & this.mask;
    }
  }

  private rehash(): void {
    const oldKeys = this.keys;
    const oldValues = this.values;
    let live = 0;
    for (let i = 0; i < oldKeys.length; i++) if (oldKeys[i] !== -1 && oldValues[i] !== 0) live++;
    let capacity = 16;
    while (capacity < live * 4) capacity *= 2;
    this.keys = new Int32Array(capacity).fill(-1);
    this.values = new Int32Array(capacity);
    this.mask = capacity - 1;
    this.used = 0;
    for (let i = 0; i < oldKeys.length; i++) {
      const key = oldKeys[i]!;
      if (key === -1 || oldValues[i] === 0) continue;
      let j = Math.imul(key, 0x9e3779b1) & this.mask;
      while (this.keys[j] !== -1) j = (j + 1) & this.mask;
      this.keys[j] = key;
      this.values[j] = oldValues[i]!;
      this.used++;
    }
  }
}
