/** The 150-guest example (English, or its Hebrew twin) with its committed, solved seating, as a print plan (shared by the print tests). */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { weddingExampleFiles, type Language } from '../../src/contract/index.ts';
import { readGuestsFile } from '../../src/csv/guests.ts';
import { readSeatingFile } from '../../src/csv/seating-read.ts';
import { readTablesFile } from '../../src/csv/tables.ts';
import type { Translate } from '../../src/i18n/format-issue.ts';
import { createI18n } from '../../src/i18n/i18n.ts';
import { mealsWithUsed } from '../../src/model/meals.ts';
import type { PrintPlan } from '../../src/print/index.ts';

export const EXAMPLES = fileURLToPath(new URL('../../public/examples/', import.meta.url));

/** Paths of the wedding's guests, tables and seating files in a language. */
export function exampleFiles(language: Language): { guests: string; tables: string; seating: string } {
  const files = weddingExampleFiles(language);
  return { guests: `${EXAMPLES}${files.guests}`, tables: `${EXAMPLES}${files.tables}`, seating: `${EXAMPLES}${files.seating}` };
}
export const EXAMPLE_FILES = exampleFiles('en');

/** The couple, as each language's example names them. */
const EVENT_NAMES: Record<Language, string> = { en: 'Emma & Noah', he: 'נועה ואיתי' };

const bytes = (path: string): Uint8Array => new Uint8Array(readFileSync(path));

export function examplePlan(language: Language = 'en'): PrintPlan {
  const files = exampleFiles(language);
  const names = weddingExampleFiles(language);
  const guests = readGuestsFile(bytes(files.guests), names.guests).records;
  const tables = readTablesFile(bytes(files.tables), names.tables).records;
  const file = readSeatingFile(bytes(files.seating), names.seating, guests, tables);
  if (file.issues.some((issue) => issue.severity === 'error')) throw new Error('The example seating does not read cleanly.');
  const seating: Record<string, string> = {};
  guests.forEach((guest, i) => {
    const table = file.arrangement[i];
    if (table) seating[guest.name] = table;
  });
  const seats = file.seats ? Object.fromEntries(guests.map((guest, i) => [guest.name, file.seats![i] ?? []])) : undefined;
  return { eventName: EVENT_NAMES[language], guests, tables, seating, meals: mealsWithUsed([], guests), seats };
}

export function translator(language: Language): Translate {
  const i18n = createI18n(language);
  return (key, params) => i18n.t(key, params);
}
