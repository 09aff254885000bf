/**
 * What each column of a file means, from its header and first rows: a known column or one of its
 * other names (the contract's aliases), a part of a column (first and last name, side), a column
 * kept as an extra, or not used. When a person must decide, `doubts` says why.
 */
import type { CsvFileSpec } from '../contract/index.ts';
import { headerKey, integerCell, visibleHeader, cellText } from './cells.ts';

/** Keep the cells with each booking under the header as written. */
export const EXTRA = 'extra';
/** Read nothing from this column. */
export const UNUSED = 'unused';

/** A column or part name of the file's spec, EXTRA or UNUSED. */
export type ColumnMeaning = string;

export interface ColumnMatch {
  /** Header as written (cleaned for display). */
  header: string;
  meaning: ColumnMeaning;
  /** 'name': the header is a name of the meaning; 'guess': only a suggestion; 'none': nothing known. */
  certainty: 'name' | 'guess' | 'none';
}

export type Doubt =
  /** A required column is not found. */
  | { kind: 'missing'; field: string }
  /** Several columns are named as the same field. */
  | { kind: 'shared'; field: string; headers: string[] }
  /** The header only contains known names, or the column's cells look like a number of people. */
  | { kind: 'unsure'; header: string; candidates: string[] }
  | { kind: 'people'; header: string };

export interface HeaderMatch {
  columns: ColumnMatch[];
  /** Empty when every column is clear: the file can be read without asking. */
  doubts: Doubt[];
}

/** Largest whole number a column of party sizes is expected to hold. */
const LARGEST_PARTY = 20;

/**
 * Headers are compared through the one name identity, after which underscores, hyphens, dots,
 * colons, "#" and brackets count as spaces ("Party_size", "party-size" and "Party size" are one).
 */
export function matchKey(header: string): string {
  return headerKey(header)
    .replace(/[_\-.:#()[\]/]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Every field of a file (columns, then parts) with all its names as match keys. */
function fieldsOf(spec: CsvFileSpec): { name: string; keys: string[] }[] {
  return [...spec.columns, ...spec.parts].map((f) => ({ name: f.name, keys: [f.name, ...f.aliases].map(matchKey) }));
}

/** A header key without the number at its end ("guest 3" → "guest"), or undefined when it ends in none. */
const withoutNumber = (key: string): string | undefined => /^(.*?\D) ?\d+$/u.exec(key)?.[1]?.trim();

/**
 * The field whose name or alias is exactly this header, if any; for a part that repeats, also one
 * of its names with another number ("Guest 3" beside "Guest 2", "Plus one 2").
 */
export function fieldNamed(spec: CsvFileSpec, header: string): string | undefined {
  const key = matchKey(header);
  const exact = fieldsOf(spec).find((f) => f.keys.includes(key))?.name;
  if (exact !== undefined) return exact;
  const stem = withoutNumber(key);
  if (stem === undefined) return undefined;
  return spec.parts.find((part) => part.repeats && [part.name, ...part.aliases].map(matchKey).some((k) => (withoutNumber(k) ?? k) === stem))
    ?.name;
}

/** Whether several columns may have this meaning (their cells are gathered in column order). */
export const repeats = (spec: CsvFileSpec, meaning: ColumnMeaning): boolean => spec.parts.some((p) => p.name === meaning && p.repeats);

/** Fields one of whose names appears in the header as whole words ("Number of guests" → size). */
function fieldsInside(spec: CsvFileSpec, header: string): string[] {
  const padded = ` ${matchKey(header)} `;
  return fieldsOf(spec)
    .filter((f) => f.keys.some((k) => k.length > 1 && padded.includes(` ${k} `)))
    .map((f) => f.name);
}

/** A column of small whole numbers is probably how many people each row brings. */
function looksLikePeople(rows: readonly (readonly string[])[], index: number): boolean {
  let seen = 0;
  for (const row of rows) {
    const cell = integerCell(cellText(row[index]));
    if (cell.kind === 'empty') continue;
    if (cell.kind === 'invalid' || cell.value < 0 || cell.value > LARGEST_PARTY) return false;
    seen++;
  }
  return seen > 0;
}

/** Whether the column's first cells hold something other than whole numbers (names, not a count). */
function holdsWords(rows: readonly (readonly string[])[], index: number): boolean {
  return rows.some((row) => integerCell(cellText(row[index])).kind === 'invalid');
}

/** Cells that say yes, no or how many, in English or Hebrew, rather than name someone. */
const FLAG = /^(\d+|yes|no|y|n|true|false|x|v|✓|✔|כן|לא)$/iu;

/** Whether the column's first cells are all such flags (and some are given). */
function holdsOnlyFlags(rows: readonly (readonly string[])[], index: number): boolean {
  const cells = rows.map((row) => cellText(row[index])).filter((cell) => cell !== '');
  return cells.length > 0 && cells.every((cell) => FLAG.test(cell));
}

/** Matches a header row; `sample` is some data rows (the more, the surer the number-of-people test). */
export function matchHeader(spec: CsvFileSpec, header: readonly string[], sample: readonly (readonly string[])[]): HeaderMatch {
  const peopleField = spec.peopleColumn;
  const unknown = spec.keepsUnknownColumns ? EXTRA : UNUSED;
  const doubts: Doubt[] = [];
  const named = header.map((cell) => fieldNamed(spec, cell));
  /** Numbers under the old name of the size beside a size column: both stay the size, so the planner must pick one. */
  const oldSizeColumns = new Set<ColumnMatch>();
  const columns = header.map((cell, index): ColumnMatch => {
    const written = visibleHeader(cell);
    const field = named[index];
    // "Guests" once meant how many: a column of numbers under that name is the size, or, beside a size column, a question.
    const numbers = peopleField !== undefined && looksLikePeople(sample, index);
    if (field && field === spec.peopleNamesColumn && numbers) {
      if (!named.includes(peopleField)) return { header: written, meaning: peopleField, certainty: 'name' };
      doubts.push({ kind: 'people', header: written });
      const column: ColumnMatch = { header: written, meaning: peopleField, certainty: 'guess' };
      oldSizeColumns.add(column);
      return column;
    }
    // "+1: yes", "Plus one: 2": a column that says whether (or how many) rather than who is not names; it stays as it was.
    if (field && repeats(spec, field) && holdsOnlyFlags(sample, index)) return { header: written, meaning: unknown, certainty: 'none' };
    if (field) return { header: written, meaning: field, certainty: 'name' };
    // "Number of guests": whole numbers are how many people, words are their names.
    const found = fieldsInside(spec, cell);
    const both = peopleField !== undefined && found.includes(peopleField) && found.includes(spec.peopleNamesColumn ?? '');
    const inside = both ? found.filter((f) => f !== (holdsWords(sample, index) ? peopleField : spec.peopleNamesColumn)) : found;
    if (inside.length > 0) {
      doubts.push({ kind: 'unsure', header: written, candidates: inside });
      return { header: written, meaning: inside.length === 1 ? inside[0]! : UNUSED, certainty: 'guess' };
    }
    if (peopleField && numbers) {
      doubts.push({ kind: 'people', header: written });
      return { header: written, meaning: peopleField, certainty: 'guess' };
    }
    return { header: written, meaning: unknown, certainty: 'none' };
  });
  // A guess never takes a field a named column already has.
  for (const column of columns) {
    if (
      column.certainty === 'guess' &&
      !oldSizeColumns.has(column) &&
      columns.some((c) => c.certainty === 'name' && c.meaning === column.meaning)
    ) {
      column.meaning = unknown;
    }
  }
  doubts.push(
    ...mappingProblems(
      spec,
      columns.map((c) => c.meaning),
      columns.map((c) => c.header),
    ),
  );
  return { columns, doubts };
}

/** What keeps a choice of meanings from being read: a required field missing, or one field given twice. */
export function mappingProblems(spec: CsvFileSpec, meanings: readonly ColumnMeaning[], headers: readonly string[]): Doubt[] {
  const doubts: Doubt[] = [];
  const byField = new Map<string, string[]>();
  meanings.forEach((meaning, i) => {
    if (meaning === EXTRA || meaning === UNUSED || repeats(spec, meaning)) return;
    byField.set(meaning, [...(byField.get(meaning) ?? []), headers[i] ?? '']);
  });
  for (const [field, list] of byField) if (list.length > 1) doubts.push({ kind: 'shared', field, headers: list });
  for (const part of spec.parts) {
    // First and last name stand in for the name column; both at once would make two names.
    if (!part.withColumn && byField.has(part.name) && byField.has(part.partOf)) {
      const shared = [...(byField.get(part.partOf) ?? []), ...(byField.get(part.name) ?? [])];
      if (!doubts.some((d) => d.kind === 'shared' && d.field === part.partOf))
        doubts.push({ kind: 'shared', field: part.partOf, headers: shared });
    }
  }
  for (const column of spec.columns) {
    if (!column.required) continue;
    const covered = byField.has(column.name) || spec.parts.some((p) => p.partOf === column.name && !p.withColumn && byField.has(p.name));
    if (!covered) doubts.push({ kind: 'missing', field: column.name });
  }
  return doubts;
}

/** The meanings a column may be given in the mapping step, in the order they are offered. */
export function meaningChoices(spec: CsvFileSpec): ColumnMeaning[] {
  return [...spec.columns.map((c) => c.name), ...spec.parts.map((p) => p.name), ...(spec.keepsUnknownColumns ? [EXTRA] : []), UNUSED];
}
