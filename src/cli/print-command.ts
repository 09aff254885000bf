/** `print`: one document of the print pack (or the caterer CSV) from the guests, tables and seating files. */
import { tablesWithRoomTags } from '../model/room-tags.ts';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, extname } from 'node:path';
import { readSeatingFile, seatingByName } from '../csv/seating-read.ts';
import { createI18n } from '../i18n/i18n.ts';
import type { Translate } from '../i18n/format-issue.ts';
import { hasErrors } from '../model/issues.ts';
import { mealsWithUsed } from '../model/meals.ts';
import { catererCsv, floorPlanSvg, FONT_FILES, printHtml, type PrintPlan } from '../print/index.ts';
import type { PrintSettings, SolveSettings } from './args.ts';
import { EXIT_BAD_INPUT, EXIT_OK } from './commands.ts';
import { writeOutput, type CliIO } from './io.ts';
import { loadEvent, readBytes } from './load.ts';
import { printIssues } from './report.ts';

/** The font files, from the installed @fontsource/rubik, so the written page shows the same type offline anywhere. */
function fontData(): Record<string, Uint8Array> {
  const require = createRequire(import.meta.url);
  return Object.fromEntries(
    FONT_FILES.map(({ file }) => [file, new Uint8Array(readFileSync(require.resolve(`@fontsource/rubik/files/${file}`)))]),
  );
}

export function runPrint(
  io: CliIO,
  t: Translate,
  [guestsPath = '', tablesPath = '', seatingPath = '']: string[],
  settings: SolveSettings,
): number {
  const print: PrintSettings = settings.print ?? { kind: 'escort', language: 'en', format: 'html' };
  const event = loadEvent(readBytes(io, guestsPath, t), guestsPath, readBytes(io, tablesPath, t), tablesPath);
  const seatingBytes = readBytes(io, seatingPath, t);
  if (event.problem === null) {
    printIssues(io, event.issues, t);
    return EXIT_BAD_INPUT;
  }
  const guests = event.guests.records;
  const seatingFile = readSeatingFile(seatingBytes, seatingPath, guests, tablesWithRoomTags(event.tables.records, undefined));
  printIssues(io, [...event.issues, ...seatingFile.issues], t);
  if (hasErrors(seatingFile.issues)) return EXIT_BAD_INPUT;

  const seating = seatingByName(guests, seatingFile.arrangement);
  const seats = seatingFile.seats;
  const plan: PrintPlan = {
    eventName: basename(guestsPath, extname(guestsPath)),
    guests,
    tables: event.tables.records,
    seating,
    meals: mealsWithUsed([], guests),
    // The seating file's seat column, by booking name, for the names on the floor plan.
    seats: seats ? Object.fromEntries(guests.map((guest, i) => [guest.name, seats[i] ?? []])) : undefined,
  };
  // The document speaks its own language; the command's messages stay in English.
  const documentI18n = createI18n(print.language);
  const tDocument: Translate = (key, params) => documentI18n.t(key, params);
  const text =
    print.format === 'csv'
      ? catererCsv(plan, tDocument)
      : print.format === 'svg'
        ? `<?xml version="1.0" encoding="UTF-8"?>\n${floorPlanSvg(plan, { language: print.language, names: print.names ?? false }, tDocument)}\n`
        : printHtml(
            plan,
            {
              kind: print.kind,
              language: print.language,
              fonts: 'embedded',
              fontData: fontData(),
              ...(print.labelSheet ? { labelSheet: print.labelSheet } : {}),
              ...(print.paper ? { chartPaper: print.paper } : {}),
              ...(print.floorPlanPaper ? { floorPlanPaper: print.floorPlanPaper } : {}),
              ...(print.names ? { names: true } : {}),
            },
            tDocument,
          );
  if (settings.out === undefined) {
    io.stdout(text);
    return EXIT_OK;
  }
  if (!writeOutput(io, t, settings.out, text)) return EXIT_BAD_INPUT;
  io.stderr(`${t('cli.printed', { path: settings.out })}\n`);
  return EXIT_OK;
}
