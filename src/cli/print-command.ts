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
import {
  catererCsv,
  catererWorkbook,
  findSeatCodes,
  FindSeatTooLarge,
  floorPlanSvg,
  FONT_FILES,
  printHtml,
  type PrintPlan,
} from '../print/index.ts';
import { siteConfigFromEnv } from '../site/site-config.ts';
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

/**
 * Find my seat: its links are made first (compression is asynchronous), on the site SITE_ORIGIN
 * names (as the build's), then the document; a table whose names overflow a code is refused.
 */
async function runPrintFindSeat(io: CliIO, t: Translate, files: string[], settings: SolveSettings): Promise<number> {
  const print = settings.print!;
  const plan = readPlan(io, t, files);
  if (typeof plan === 'number') return plan;
  let origin: string;
  try {
    origin = siteConfigFromEnv().origin;
  } catch {
    io.stderr(`seating-optimizer: ${t('findSeat.print.badOrigin', { value: process.env.SITE_ORIGIN ?? '' })}\n`);
    return EXIT_BAD_INPUT;
  }
  try {
    const codes = await findSeatCodes(plan, origin, print.language);
    return writeDocument(
      io,
      t,
      settings,
      printHtml(
        plan,
        { kind: 'find-seat', language: print.language, fonts: 'embedded', fontData: fontData(), findSeatCodes: codes },
        documentTranslator(print.language),
      ),
    );
  } catch (error) {
    if (!(error instanceof FindSeatTooLarge)) throw error;
    io.stderr(`seating-optimizer: ${t('findSeat.print.tooLarge', { table: error.table })}\n`);
    return EXIT_BAD_INPUT;
  }
}

/** The document speaks its own language; the command's messages stay in English. */
function documentTranslator(language: 'en' | 'he'): Translate {
  const documentI18n = createI18n(language);
  return (key, params) => documentI18n.t(key, params);
}

function writeDocument(io: CliIO, t: Translate, settings: SolveSettings, data: string | Uint8Array): number {
  if (settings.out === undefined) {
    io.stdout(typeof data === 'string' ? data : '');
    return EXIT_OK;
  }
  if (!writeOutput(io, t, settings.out, data)) return EXIT_BAD_INPUT;
  io.stderr(`${t('cli.printed', { path: settings.out })}\n`);
  return EXIT_OK;
}

/** The plan of the three files, or the exit status when they do not read. */
function readPlan(io: CliIO, t: Translate, [guestsPath = '', tablesPath = '', seatingPath = '']: string[]): PrintPlan | number {
  const event = loadEvent(readBytes(io, guestsPath, t, 'guests'), guestsPath, readBytes(io, tablesPath, t, 'tables'), tablesPath);
  const seatingBytes = readBytes(io, seatingPath, t, 'seating_export');
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
  return {
    eventName: basename(guestsPath, extname(guestsPath)),
    guests,
    tables: event.tables.records,
    seating,
    meals: mealsWithUsed([], guests),
    // The seating file's seat column, by booking name, for the names on the floor plan.
    seats: seats ? Object.fromEntries(guests.map((guest, i) => [guest.name, seats[i] ?? []])) : undefined,
  };
}

export function runPrint(io: CliIO, t: Translate, files: string[], settings: SolveSettings): number | Promise<number> {
  const print: PrintSettings = settings.print ?? { kind: 'escort', language: 'en', format: 'html' };
  if (print.kind === 'find-seat') return runPrintFindSeat(io, t, files, settings);
  const plan = readPlan(io, t, files);
  if (typeof plan === 'number') return plan;
  const tDocument = documentTranslator(print.language);
  if (print.format === 'xlsx') {
    return catererWorkbook(plan, tDocument, print.language === 'he').then((bytes) => writeDocument(io, t, settings, bytes));
  }
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
              ...(print.nameOrder ? { nameOrder: print.nameOrder } : {}),
            },
            tDocument,
          );
  return writeDocument(io, t, settings, text);
}
