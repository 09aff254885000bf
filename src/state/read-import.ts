/** Bytes the user gave (picked, dropped or pasted) → an ImportedFile the store can check and apply. */
import { readGuestsFile, readSeatingFile, readTablesFile } from '../csv/index.ts';
import type { EventContent } from '../storage/schema.ts';
import type { ImportedFile } from './planner-store.ts';

export type ImportKind = ImportedFile['kind'];

export function readImport(kind: ImportKind, bytes: Uint8Array, fileName: string, content: EventContent | null): ImportedFile {
  if (kind === 'guests') {
    const file = readGuestsFile(bytes, fileName);
    return { kind, fileName, records: file.records, issues: file.issues, lines: file.lines, headers: file.headers };
  }
  if (kind === 'tables') {
    const file = readTablesFile(bytes, fileName);
    return { kind, fileName, records: file.records, issues: file.issues, lines: file.lines, headers: file.headers };
  }
  const guests = content?.guests ?? [];
  const file = readSeatingFile(bytes, fileName, guests, content?.tables ?? []);
  const seating: Record<string, string> = {};
  file.arrangement.forEach((table, i) => {
    if (table !== null && guests[i]) seating[guests[i].name] = table;
  });
  return { kind, fileName, seating, issues: file.issues };
}
