/** The column mappings an event remembers: a file with the same header set is read the same way next time. */
import { matchKey } from '../csv/header-match.ts';
import type { ColumnMeaning } from '../csv/index.ts';
import type { EventContent, SavedColumnMapping } from '../model/event-content.ts';

export type MappedKind = 'guests' | 'tables';

/** A few header sets per file kind are enough: a planner rarely has more layouts than that. */
const KEPT_PER_KIND = 5;

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');

/** The meanings the event remembers for this header, in this header's order, or null. */
export function rememberedMeanings(content: EventContent | null, kind: MappedKind, header: readonly string[]): ColumnMeaning[] | null {
  const keys = header.map(matchKey);
  const saved = content?.columnMappings?.[kind]?.find((m) => sameSet(m.headers, keys));
  if (!saved) return null;
  const byKey = new Map(saved.headers.map((key, i) => [key, saved.meanings[i] ?? '']));
  return keys.map((key) => byKey.get(key) ?? '');
}

/** The mapping to remember for a header and the meanings the planner chose. */
export function mappingFor(header: readonly string[], meanings: readonly ColumnMeaning[]): SavedColumnMapping {
  return { headers: header.map(matchKey), meanings: [...meanings] };
}

/** The content with this mapping remembered first, replacing one for the same header set. */
export function withMapping(content: EventContent, kind: MappedKind, mapping: SavedColumnMapping): EventContent {
  const others = (content.columnMappings?.[kind] ?? []).filter((m) => !sameSet(m.headers, mapping.headers));
  return { ...content, columnMappings: { ...content.columnMappings, [kind]: [mapping, ...others].slice(0, KEPT_PER_KIND) } };
}
