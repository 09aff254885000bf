/** Group paths as written in a cell ("Bride / Family > Cousins") and as the export writes them. */
import { GROUP_EXPORT_SEPARATOR, GROUP_SEPARATORS } from '../contract/index.ts';
import { cleanName } from './names.ts';

const SEPARATOR = new RegExp(`[${GROUP_SEPARATORS.map((s) => `\\${s}`).join('')}]`);

/** Segments, trimmed; empty segments ("Bride //Family") are dropped. */
export function parseGroupPath(text: string): string[] {
  return text
    .split(SEPARATOR)
    .map(cleanName)
    .filter((segment) => segment !== '');
}

export function formatGroupPath(segments: readonly string[]): string {
  return segments.join(GROUP_EXPORT_SEPARATOR);
}
