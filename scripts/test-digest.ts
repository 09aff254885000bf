/** What `npm test` repeats at its end when a step failed (scripts/test.ts). */
/** A part's header as npm prints it when it runs a script: "> seating-optimizer@1.0.0 lint:code". */
const PART_HEADER = /^> [\w@./-]+@[\w.-]+ ([\w:-]+)\s*$/;
/** What a runner prints of a failure: node's ✖, ESLint's and tsc's errors, Prettier's [warn], wtr's ❌. */
const FAILURE_LINE = /✖|❌|\berror\b|\bError\b|\[warn\]|\bFAIL|not ok|AssertionError|Unused|Unlisted|Unresolved|cycle/;
const MOST_LINES_A_PART = 60;

/**
 * The failure lines of each part run-p reports as failed (of the whole output when it names none), or
 * the part's last lines when none looks like a failure.
 */
export function failureDigest(output: string): string[] {
  const named = [...output.matchAll(/ERROR: "([\w:-]+)" exited with/g)].map((match) => match[1] ?? '');
  const failedParts = new Set(named.length > 0 ? named : ['']);
  const parts = new Map<string, string[]>();
  let current = '';
  for (const line of output.split('\n')) {
    const header = PART_HEADER.exec(line);
    if (header?.[1]) current = header[1];
    else parts.set(current, [...(parts.get(current) ?? []), line]);
  }
  const digest: string[] = [];
  for (const part of failedParts) {
    const lines = (part === '' ? output.split('\n') : (parts.get(part) ?? [])).filter((line) => line.trim() !== '');
    const failures = lines.filter((line) => FAILURE_LINE.test(line) && !line.includes('✔'));
    const shown = (failures.length > 0 ? failures : lines.slice(-20)).slice(0, MOST_LINES_A_PART);
    if (shown.length > 0) digest.push(`--- ${part}`, ...shown);
  }
  return digest;
}
