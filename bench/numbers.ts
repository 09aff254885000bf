/** How the benchmark writes numbers into bench/results.md: grouped thousands, a fixed count of decimals. */
export const fmt = (x: number, digits = 0) => x.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
/** A share as a percentage with three decimals. */
export const pct = (x: number) => `${fmt(100 * x, 3)} %`;
