/** Writing the guests file: the published columns in order, then the file's own columns, so it reads back as the same bookings. */
import { GUEST_COLUMNS } from '../contract/index.ts';
import { GUEST_CODECS } from '../model/guest-attributes.ts';
import { extraColumnsOf, type GuestRecord } from '../model/records.ts';
import { writeCsv } from './seating-write.ts';

/** The bookings as a guests file (UTF-8 with a byte order mark, CRLF, every cell guarded against formulas). */
export function writeGuestsCsv(guests: readonly GuestRecord[]): string {
  const columns = GUEST_COLUMNS.flatMap(({ name }) => {
    const cell = GUEST_CODECS[name].write;
    return cell ? [{ header: name, cell }] : [];
  });
  const extra = extraColumnsOf(guests);
  return writeCsv(
    [...columns.map((c) => c.header), ...extra],
    guests.map((g) => [...columns.map((c) => c.cell(g)), ...extra.map((header) => g.extra?.[header] ?? '')]),
  );
}
