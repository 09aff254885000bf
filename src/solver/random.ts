/**
 * A small seeded pseudo-random generator (sfc32). The search takes every random decision from it, so the
 * same seed and iteration budget always give the same arrangement; Math.random is never used.
 */
export class Random {
  /**
   * The four words of state, as int32 in a typed array: kept as object fields, words of 2^31 and more
   * would be boxed numbers, and drawing would take four times as long (measured).
   */
  private readonly state = new Int32Array(4);

  constructor(seed: number) {
    // splitmix32 spreads any integer seed (including 0) over the four words of state.
    let s = seed >>> 0;
    const next = (): number => {
      s = (s + 0x9e3779b9) >>> 0;
      let z = s;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
      return (z ^ (z >>> 16)) >>> 0;
    };
    for (let i = 0; i < 4; i++) this.state[i] = next();
    for (let i = 0; i < 12; i++) this.nextUint32();
  }

  nextUint32(): number {
    const s = this.state;
    const a = s[0]!;
    const b = s[1]!;
    const c = s[2]!;
    const d = s[3]!;
    const t = (a + b + d) | 0;
    s[3] = d + 1;
    s[0] = b ^ (b >>> 9);
    s[1] = c + (c << 3);
    s[2] = ((c << 21) | (c >>> 11)) + t;
    return t >>> 0;
  }

  /** Uniform integer in [0, n); n ≥ 1. */
  int(n: number): number {
    return Math.floor((this.nextUint32() / 4294967296) * n);
  }

  /** Uniform float in [0, 1). */
  float(): number {
    return this.nextUint32() / 4294967296;
  }
}
