/** Writing the guests file: the published columns in order, then the file's own columns, so it reads back as the same bookings. */
import { GUEST_COLUMNS, WISH_SEPARATOR } from '../contract/index.ts';
import { formatGroupPath } from '../model/group-path.ts';
import { joinList } from '../model/list-text.ts';
import { extraColumnsOf, peopleOf, type GuestRecord } from '../model/records.ts';
import { writeCsv } from './seating-write.ts';

const wishes = (items: readonly string[] | undefined) => (items ?? []).join(`${WISH_SEPARATOR} `);

/** The cell of each column, by the column's published name; a column without one is left out. */
const CELLS: Partial<Record<string, (g: GuestRecord) => string>> = {
  id: (g) => g.id ?? '',
  name: (g) => g.name,
  size: (g) => String(g.size),
  group: (g) => formatGroupPath(g.group),
  strength: (g) => (g.strength === null ? '' : String(g.strength)),
  avoid: (g) => joinList(g.avoid),
  table: (g) => g.table ?? '',
  guests: (g) => (g.people ? joinList(peopleOf(g).map((p) => p.name)) : ''),
  meals: (g) => (g.people ? joinList(peopleOf(g).map((p) => p.meal)) : ''),
  needs: (g) => joinList(g.needs ?? []),
  notes: (g) => g.notes ?? '',
  together: (g) => wishes(g.together),
  prefer: (g) => wishes(g.prefer),
  prefer_apart: (g) => wishes(g.preferApart),
  requires: (g) => wishes(g.requires),
  likes: (g) => wishes(g.likes),
};

/** The bookings as a guests file (UTF-8 with a byte order mark, CRLF, every cell guarded against formulas). */
export function writeGuestsCsv(guests: readonly GuestRecord[]): string {
  const columns = GUEST_COLUMNS.flatMap((column) => {
    const cell = CELLS[column.name];
    return cell ? [{ header: column.name, cell }] : [];
  });
  const extra = extraColumnsOf(guests);
  return writeCsv(
    [...columns.map((c) => c.header), ...extra],
    guests.map((g) => [...columns.map((c) => c.cell(g)), ...extra.map((header) => g.extra?.[header] ?? '')]),
  );
}
