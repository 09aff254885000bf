/** The 150-guest example with its committed, solved seating, as a print plan (shared by the print tests). */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readGuestsFile } from '../../src/csv/guests.ts';
import { readSeatingFile } from '../../src/csv/seating-read.ts';
import { readTablesFile } from '../../src/csv/tables.ts';
import type { Translate } from '../../src/i18n/format-issue.ts';
import { createI18n } from '../../src/i18n/i18n.ts';
import { mealsWithUsed } from '../../src/model/meals.ts';
import type { PrintPlan } from '../../src/print/index.ts';

export const EXAMPLES = fileURLToPath(new URL('../../public/examples/', import.meta.url));
export const EXAMPLE_FILES = {
  guests: `${EXAMPLES}wedding-150-guests.csv`,
  tables: `${EXAMPLES}wedding-150-tables.csv`,
  seating: `${EXAMPLES}wedding-150-seating.csv`,
};

const bytes = (path: string): Uint8Array => new Uint8Array(readFileSync(path));

export function examplePlan(): PrintPlan {
  const guests = readGuestsFile(bytes(EXAMPLE_FILES.guests), 'wedding-150-guests.csv').records;
  const tables = readTablesFile(bytes(EXAMPLE_FILES.tables), 'wedding-150-tables.csv').records;
  const file = readSeatingFile(bytes(EXAMPLE_FILES.seating), 'wedding-150-seating.csv', guests, tables);
  if (file.issues.some((issue) => issue.severity === 'error')) throw new Error('The example seating does not read cleanly.');
  const seating: Record<string, string> = {};
  guests.forEach((guest, i) => {
    const table = file.arrangement[i];
    if (table) seating[guest.name] = table;
  });
  return { eventName: 'Emma & Noah', guests, tables, seating, meals: mealsWithUsed([], guests) };
}

export function translator(language: 'en' | 'he'): Translate {
  const i18n = createI18n(language);
  return (key, params) => i18n.t(key, params);
}
