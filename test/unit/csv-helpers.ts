/** Shared by the CSV, compile and CLI tests: bytes from text, and issues in a form easy to compare. */
import type { Issue } from '../../src/model/issues.ts';

export const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);

/** "code@line:column" per issue, in order, e.g. "not_integer@4:size". */
export const where = (issues: readonly Issue[]): string[] =>
  issues.map((i) => `${i.code}@${i.line ?? '-'}${i.column === undefined ? '' : `:${i.column}`}`);

export const errorsOf = (issues: readonly Issue[]): Issue[] => issues.filter((i) => i.severity === 'error');
export const warningsOf = (issues: readonly Issue[]): Issue[] => issues.filter((i) => i.severity === 'warning');
