/** Group paths as written in a cell ("Bride / Family > Cousins") and as the export writes them. */
import { GROUP_EXPORT_SEPARATOR, GROUP_SEPARATORS } from '../contract/index.ts';
import { cleanName, nameKey } from './names.ts';

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

/** The one key of a group: two paths are one group when each segment is the same name (nameKey). */
export const groupKey = (segments: readonly string[]): string => segments.map(nameKey).join('\u0000');

/** The key of a group path as written ("Groom / Army", "groom>army"). */
export const groupKeyOfText = (text: string): string => groupKey(parseGroupPath(text));

/** The keys of every group a booking of this path belongs to: each of its prefixes, outermost first. */
export const groupKeysOf = (segments: readonly string[]): string[] => segments.map((_, i) => groupKey(segments.slice(0, i + 1)));

/** Whether a booking of path `segments` belongs to the group `path` (it, or a group inside it). */
export const inGroup = (segments: readonly string[], path: readonly string[]): boolean =>
  path.length > 0 && segments.length >= path.length && groupKey(segments.slice(0, path.length)) === groupKey(path);
