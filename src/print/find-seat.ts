/**
 * "Find my seat" for the entrance: the QR code of the guests' page whose link carries every name
 * and table (src/model/find-seat-link.ts), large, with a short instruction in the event's language.
 * When the list is too large for one code that a phone reads easily, the tables are split into
 * ranges ("Tables 1–12", "Tables 13–24"), one code each, each link carrying only its range.
 *
 * The links are made first (compression is asynchronous), then the document from them.
 */
import qrcode from 'qrcode-generator';
import type { Translate } from '../i18n/format-issue.ts';
import { findSeatUrl, type FindSeatData, type FindSeatLanguage, type FindSeatTable } from '../model/find-seat-link.ts';
import { LABEL_ASIDE } from '../model/booking-refs.ts';
import { nameKey, sameName } from '../model/names.ts';
import { bdi, esc } from './html.ts';
import { layoutOf, type PrintedBooking, type PrintPlan } from './plan.ts';

/**
 * The largest code printed: version 27 (125 modules a side, 1,465 bytes at level L), so each module
 * is over a millimetre wide on a 15 cm code and an ordinary phone camera reads it from arm's length.
 */
export const MAX_QR_VERSION = 27;
/** A code on paper at the entrance is rarely torn; low correction leaves the most room for names. */
const ERROR_CORRECTION = 'L';
/** What version 27 at level L holds in byte mode: a longer link is refused before drawing any code. */
const MAX_QR_BYTES = 1465;

/** One printed code: the tables its link covers (1-based numbers among the event's tables) and the link. */
export interface FindSeatCode {
  first: number;
  last: number;
  url: string;
}

/** The list is too large even for one code per table (a table whose names alone overflow a code). */
export class FindSeatTooLarge extends Error {
  constructor(readonly table: string) {
    super(`The names at ${table} do not fit in one QR code.`);
  }
}

/** The QR code of a link, or null when it needs a larger code than MAX_QR_VERSION. */
export function qrMatrix(url: string): boolean[][] | null {
  if (url.length > MAX_QR_BYTES) return null;
  const code = qrcode(0, ERROR_CORRECTION);
  code.addData(url, 'Byte');
  try {
    code.make();
  } catch {
    return null; // larger than the largest QR code
  }
  const size = code.getModuleCount();
  if (size > 17 + 4 * MAX_QR_VERSION) return null;
  return Array.from({ length: size }, (_, row) => Array.from({ length: size }, (_, col) => code.isDark(row, col)));
}

/**
 * The code as SVG: one path of its dark modules inside the four-module quiet zone, scaled by its
 * box, so it prints sharp at any size. Presentation attributes only (no style attribute), so the
 * app can draw it under its Content-Security-Policy.
 */
function qrSvg(matrix: readonly (readonly boolean[])[], label: string): string {
  const quiet = 4;
  const size = matrix.length + 2 * quiet;
  const runs: string[] = [];
  matrix.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      if (!row[x]) continue;
      let end = x;
      while (row[end + 1]) end++;
      runs.push(`M${x + quiet} ${y + quiet}h${end - x + 1}v1h-${end - x + 1}z`);
      x = end;
    }
  });
  return `<svg class="qr" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" role="img" aria-label="${esc(label)}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><path fill="#000" d="${runs.join('')}"/></svg>`;
}

/**
 * The names each table carries: every named person; a booking that names nobody under its own
 * name; and a booking with some unnamed guests under its name too, so a plus-one finds the table
 * by their host's booking. Each name once per table. A name two bookings share is told apart as
 * the prints tell it (a partner, a group; never an id), so three Moshe Cohens are not three alike.
 */
export function findSeatTablesOf(plan: PrintPlan): FindSeatTable[] {
  const layout = layoutOf(plan).tables;
  const named = layout.map((table) =>
    table.bookings.flatMap((booking) => {
      const own = booking.people.filter((person) => person.name !== '').map((person) => ({ name: person.name, booking }));
      return booking.people.some((person) => person.name === '') ? [...own, { name: booking.record.name, booking }] : own;
    }),
  );
  // Bookings per name across the event: a name more than one booking carries needs telling apart.
  const bookingsOf = new Map<string, Set<PrintedBooking>>();
  for (const { name, booking } of named.flat()) bookingsOf.set(nameKey(name), (bookingsOf.get(nameKey(name)) ?? new Set()).add(booking));
  return layout.map((table, i) => {
    const names = new Map<string, string>();
    for (const { name, booking } of named[i]!) {
      const label = booking.people[0]?.booking ?? booking.record.name;
      const shown =
        (bookingsOf.get(nameKey(name))?.size ?? 0) < 2
          ? name
          : sameName(name, booking.record.name)
            ? label
            : `${name}${LABEL_ASIDE}${label}`;
      names.set(nameKey(shown), shown);
    }
    return { name: table.record.name, people: [...names.values()] };
  });
}

/** `count` contiguous ranges of `total` tables, as even as can be: [first, last] 1-based. */
export function tableRanges(total: number, count: number): [number, number][] {
  const ranges: [number, number][] = [];
  for (let i = 0; i < count; i++) {
    const first = Math.floor((i * total) / count) + 1;
    const last = Math.floor(((i + 1) * total) / count);
    if (last >= first) ranges.push([first, last]);
  }
  return ranges;
}

/**
 * The codes for the event: one, when every name fits; else the fewest even table ranges whose
 * links each fit one code. `fits` decides what one code holds (a readable QR code by default).
 */
export async function findSeatCodes(
  plan: PrintPlan,
  origin: string,
  language: FindSeatLanguage,
  fits: (url: string) => boolean = (url) => qrMatrix(url) !== null,
): Promise<FindSeatCode[]> {
  const tables = findSeatTablesOf({ ...plan, language });
  if (!tables.some((table) => table.people.length > 0)) return [];
  const link = ([first, last]: [number, number]) => {
    const data: FindSeatData = {
      event: plan.eventName,
      firstTable: first,
      tableCount: tables.length,
      tables: tables.slice(first - 1, last),
    };
    return findSeatUrl(origin, language, data);
  };
  let overflowing = tables[0]!;
  for (let count = 1; count <= tables.length; count++) {
    const ranges = tableRanges(tables.length, count);
    const codes: FindSeatCode[] = [];
    for (const range of ranges) {
      const url = await link(range);
      if (!fits(url)) {
        overflowing = tables[range[0] - 1]!;
        break;
      }
      codes.push({ first: range[0], last: range[1], url });
    }
    if (codes.length === ranges.length) return codes;
  }
  // Even one table a code overflows: the last try had one table per range.
  throw new FindSeatTooLarge(overflowing.name);
}

const CSS = `
@page { size: A4 portrait; margin: 12mm; }
.find-seat { display: grid; gap: 8mm; }
.poster { display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 6mm; text-align: center; min-block-size: 270mm; break-after: page; padding: 6mm; }
.poster:last-child { break-after: auto; }
.poster .event { font-size: 20pt; color: #444; }
.poster h1 { font-size: 44pt; line-height: 1.1; font-weight: 700; }
.poster .range { font-size: 30pt; font-weight: 700; }
.poster .qr { inline-size: 150mm; block-size: 150mm; max-inline-size: 100%; }
.poster .how { font-size: 20pt; max-inline-size: 160mm; }
.poster .note { font-size: 12pt; color: #555; max-inline-size: 150mm; }
@media screen { .poster { background: #fff; inline-size: 210mm; min-block-size: 297mm; padding: 12mm; margin: 0 auto 16px; box-shadow: 0 1px 4px rgb(0 0 0 / 0.25); } }
`;

/** The printed document: one page per code, each as large (a sign per table range), the heading, the range when there are several, the code and what to do. */
export function findSeatBody(plan: PrintPlan, codes: readonly FindSeatCode[] | undefined, t: Translate): { css: string; body: string } {
  if (codes === undefined) return { css: CSS, body: `<p class="empty">${esc(t('findSeat.print.preparing'))}</p>` };
  if (codes.length === 0) return { css: CSS, body: `<p class="empty">${esc(t('print.nobody_seated'))}</p>` };
  const several = codes.length > 1;
  const posters = codes.map((code) => {
    const range = t('findSeat.print.range', { first: code.first, last: code.last });
    const matrix = qrMatrix(code.url);
    const svg = matrix ? qrSvg(matrix, several ? `${t('findSeat.print.qrLabel')} · ${range}` : t('findSeat.print.qrLabel')) : '';
    return `<section class="poster">
<p class="event">${bdi(plan.eventName)}</p>
<h1>${esc(t('findSeat.print.heading'))}</h1>
${several ? `<p class="range">${esc(range)}</p>` : ''}
${svg}
<p class="how">${esc(t('findSeat.print.how'))}</p>
${several ? `<p class="note">${esc(t('findSeat.print.rangeNote'))}</p>` : ''}
<p class="note">${esc(t('findSeat.print.privacy'))}</p>
</section>`;
  });
  return { css: CSS, body: `<main class="find-seat">${posters.join('\n')}</main>` };
}
