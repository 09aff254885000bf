/**
 * What each column of a file means, from its header and first rows: a known column or one of its
 * other names (the contract's aliases), a part of a column (first and last name, side), a column
 * kept as an extra, or not used. When a person must decide, `doubts` says why.
 */
import type { CsvFileSpec } from '../contract/index.ts';
import { integerCell, matchKey, visibleHeader, cellText } from './cells.ts';
import { isPlusOneFlagHeader, personColumn } from './people-sets.ts';

export { matchKey };

/** Keep the cells with each booking under the header as written. */
export const EXTRA = 'extra';
/** Read nothing from this column. */
export const UNUSED = 'unused';
/** Another person of the booking (a partner's first name, a child's meal): its header says who and what. */
export const PERSON = 'person';

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
  // Files of bookings with people (the guests file) may describe each person in columns of their own.
  const peopleSets = spec.parts.some((p) => p.join === 'people');
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
    // "Plus one allowed": a flag the guests reader counts; "Plus one" holding names is the names' part, above.
    if (peopleSets && !field && isPlusOneFlagHeader(cell)) return { header: written, meaning: unknown, certainty: 'none' };
    const person = peopleSets && !field ? personColumn(cell) : undefined;
    if (person && person.person !== 'main') return { header: written, meaning: PERSON, certainty: 'name' };
    const own = person && OWN_FIELDS[person.field];
    if (own) return { header: written, meaning: own, certainty: 'name' };
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
  if (peopleSets) byContent(spec, columns, sample, doubts);
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

/** A column of the booking's own person ("Meal - Guest") is that column of the booking. */
const OWN_FIELDS: Partial<Record<string, string>> = { meal: 'meals', needs: 'needs', rsvp: 'rsvp' };

/** Most distinct words a column may hold to be a handful of repeated words ("Bride", "Groom") rather than names. */
const HANDFUL = 4;

/** Whether the column's cells are a handful of words, each said again (a side, a category), rather than one name a row. */
function handfulOfWords(rows: readonly (readonly string[])[], index: number): boolean {
  const cells = rows.map((row) => cellText(row[index])).filter((cell) => cell !== '');
  const distinct = new Set(cells.map(matchKey));
  return cells.length >= 4 && distinct.size <= HANDFUL && distinct.size * 2 <= cells.length;
}

/** Words that mark the reception's RSVP among one column per event. */
const RECEPTION = /reception|dinner|party|wedding|קבלת פנים|חתונה|אירוע|ערב/iu;

/**
 * Guesses from what the cells hold: a name is never proposed from a handful of repeated words (such a
 * column beside a group column is the side); of one RSVP column per event, the reception's is read.
 */
function byContent(spec: CsvFileSpec, columns: ColumnMatch[], sample: readonly (readonly string[])[], doubts: Doubt[]): void {
  const unknown = spec.keepsUnknownColumns ? EXTRA : UNUSED;
  const drop = (column: ColumnMatch, meaning: ColumnMeaning, certainty: ColumnMatch['certainty']) => {
    const at = doubts.findIndex((d) => d.kind === 'unsure' && d.header === column.header);
    if (at >= 0) doubts.splice(at, 1);
    column.meaning = meaning;
    column.certainty = certainty;
  };
  const named = (meaning: string) => columns.some((c) => c.certainty === 'name' && c.meaning === meaning);
  columns.forEach((column, index) => {
    if (column.meaning !== 'name' || column.certainty !== 'guess' || !handfulOfWords(sample, index)) return;
    const side = named('group') && !named('side') && spec.parts.some((p) => p.name === 'side');
    drop(column, side ? 'side' : unknown, side ? 'guess' : 'none');
    if (side) doubts.push({ kind: 'unsure', header: column.header, candidates: ['side'] });
  });
  const events = columns.filter((c) => c.meaning === 'rsvp' && c.certainty === 'guess');
  if (named('rsvp') || events.length === 0) return;
  const reception = events.length === 1 ? events[0] : events.find((c) => RECEPTION.test(c.header));
  if (!reception) return;
  for (const column of events) drop(column, column === reception ? 'rsvp' : unknown, column === reception ? 'name' : 'none');
}

/** What keeps a choice of meanings from being read: a required field missing, or one field given twice. */
export function mappingProblems(spec: CsvFileSpec, meanings: readonly ColumnMeaning[], headers: readonly string[]): Doubt[] {
  const doubts: Doubt[] = [];
  const byField = new Map<string, string[]>();
  meanings.forEach((meaning, i) => {
    if (meaning === EXTRA || meaning === UNUSED || meaning === PERSON || repeats(spec, meaning)) return;
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
  const people = spec.parts.some((p) => p.join === 'people') ? [PERSON] : [];
  return [
    ...spec.columns.map((c) => c.name),
    ...spec.parts.map((p) => p.name),
    ...people,
    ...(spec.keepsUnknownColumns ? [EXTRA] : []),
    UNUSED,
  ];
}
