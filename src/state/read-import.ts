/**
 * A file the user gave (picked, dropped or pasted CSV bytes, or a workbook's sheet read by `readInput`) → an ImportedFile the store can check and apply,
 * or, when the columns are not all clear, the question the mapping step asks.
 */
import { tablesForRules } from './seating-rules.ts';
import { CSV_FILES } from '../contract/index.ts';
import {
  mappingProblems,
  matchRawHeader,
  meaningChoices,
  readGuestsFile,
  readRawCsv,
  readSeatingFile,
  seatingByName,
  readTablesFile,
  type ColumnMatch,
  type ColumnMeaning,
  type Doubt,
  type TableInput,
} from '../csv/index.ts';
import type { EventContent } from '../model/event-content.ts';
import { headcount } from '../model/headcount.ts';
import { mappingFor, rememberedMeanings, type MappedKind } from './column-mapping.ts';
import type { ImportedFile } from './event-actions.ts';

export type ImportKind = ImportedFile['kind'];

/** Rows the mapping step shows under the header. */
const PREVIEW_ROWS = 5;

/** What the mapping step shows and asks. */
export interface MappingQuestion {
  kind: MappedKind;
  fileName: string;
  /** Header cells as written, and the first rows' cells, by column. */
  header: string[];
  rows: string[][];
  /** The meaning proposed for each column. */
  columns: ColumnMatch[];
  /** Why the planner is asked. */
  doubts: Doubt[];
  /** Meanings a column may be given, in order. */
  choices: ColumnMeaning[];
}

export type PreparedImport = { file: ImportedFile } | { question: MappingQuestion };

/**
 * Reads a file as the event remembers or as its header says; a guests or tables file whose columns
 * are not all clear becomes a question instead. `meanings` is the planner's answer to it.
 */
export function prepareImport(
  kind: ImportKind,
  input: TableInput,
  fileName: string,
  content: EventContent | null,
  meanings?: readonly ColumnMeaning[],
): PreparedImport {
  if (kind === 'seating' || meanings) return { file: readImport(kind, input, fileName, content, meanings) };
  const spec = CSV_FILES[kind];
  const raw = input instanceof Uint8Array ? readRawCsv(input, { file: kind, spec }, fileName) : input;
  // A file that cannot be read as a table at all gets its message from the reader.
  if ('refused' in raw) return { file: readImport(kind, raw, fileName, content) };
  const match = matchRawHeader(spec, raw);
  const remembered = rememberedMeanings(content, kind, raw.header);
  const headers = match.columns.map((c) => c.header);
  if (remembered && mappingProblems(spec, remembered, headers).length === 0) {
    return { file: readImport(kind, raw, fileName, content, remembered) };
  }
  if (match.doubts.length === 0) return { file: readImport(kind, raw, fileName, content) };
  return {
    question: {
      kind,
      fileName,
      header: headers,
      rows: raw.records.slice(0, PREVIEW_ROWS).map((r) => headers.map((_, i) => r.cells[i] ?? '')),
      columns: match.columns,
      doubts: match.doubts,
      choices: meaningChoices(spec),
    },
  };
}

/** Reads a file; with `meanings` (the planner's choice) the columns are read so and the choice is remembered. */
export function readImport(
  kind: ImportKind,
  input: TableInput,
  fileName: string,
  content: EventContent | null,
  meanings?: readonly ColumnMeaning[],
): ImportedFile {
  const remember = (header: ColumnMatch[]) =>
    meanings
      ? {
          mapping: mappingFor(
            header.map((c) => c.header),
            meanings,
          ),
        }
      : {};
  if (kind === 'guests') {
    const file = readGuestsFile(input, fileName, meanings);
    const { records, issues, lines, headers, columns, declined, pending } = file;
    return {
      kind,
      fileName,
      records,
      issues,
      lines,
      headers,
      columns,
      declined,
      pending,
      headcount: headcount(file),
      ...remember(columns),
    };
  }
  if (kind === 'tables') {
    const file = readTablesFile(input, fileName, meanings);
    const { records, issues, lines, headers, columns } = file;
    return { kind, fileName, records, issues, lines, headers, columns, ...remember(columns) };
  }
  const guests = content?.guests ?? [];
  const file = readSeatingFile(input, fileName, guests, content ? tablesForRules(content) : []);
  return { kind, fileName, seating: seatingByName(guests, file.arrangement), issues: file.issues };
}
