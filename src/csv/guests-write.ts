/**
 * Writing the guests file so it reads back as the same bookings. With the planner's own columns (the
 * file's layout: its headers in its order, as the reader matched them) the file keeps its shape: first
 * and last name stay split, a side column stays, its other columns (Title, Email) stay where they were;
 * a published column the planner's file lacked is added after them when some booking has a value.
 * Without one, the published columns in order, then the other columns.
 */
import { GUEST_COLUMNS, PARTY_COLUMN, type GuestColumnName } from '../contract/index.ts';
import { formatGroupPath } from '../model/group-path.ts';
import { GUEST_CODECS } from '../model/guest-attributes.ts';
import { joinList } from '../model/list-text.ts';
import { nameKey } from '../model/names.ts';
import { peopleOf, extraColumnsOf, type GuestRecord } from '../model/records.ts';
import { lastWord } from '../model/sort-key.ts';
import { EXTRA, type ColumnMatch } from './header-match.ts';
import { writeCsv } from './seating-write.ts';

/** A file's columns as the reader matched them: each header as written and what it was read as. */
export type FileLayout = readonly Pick<ColumnMatch, 'header' | 'meaning'>[];

type Cell = (g: GuestRecord) => string;

/** The family name a split name's last column gets: the booking's sort name when the name ends with it, else its last word. */
function lastNameOf(g: GuestRecord): string {
  const sortUnder = g.sortUnder ?? '';
  const ends = sortUnder !== '' && nameKey(g.name).endsWith(` ${nameKey(sortUnder)}`);
  return ends ? g.name.slice(g.name.length - sortUnder.length) : lastWord(g.name);
}

/** The cells of the columns a spreadsheet splits out of a published one, given which columns the layout has. */
function partCells(has: (meaning: string) => boolean): Record<string, Cell> {
  return {
    first_name: (g) => g.name.slice(0, g.name.length - lastNameOf(g).length).trim(),
    last_name: lastNameOf,
    // With a group column, the side is the top segment; without one, the whole path.
    side: (g) => (has('group') ? (g.group[0] ?? '') : formatGroupPath(g.group)),
    // Without a guests column, the booking's own person is named by the booking: the others are its plus-ones.
    plus_ones: (g) =>
      has('guests') || !g.people
        ? ''
        : joinList(
            peopleOf(g)
              .map((p) => p.name)
              .slice(1),
          ),
  };
}

function layoutCells(layout: FileLayout, guests: readonly GuestRecord[]): { header: string; cell: Cell }[] {
  const meanings = new Set(layout.map((c) => c.meaning));
  const parts = partCells((meaning) => meanings.has(meaning));
  const published = GUEST_COLUMNS.map((c) => c.name as string);
  const seenPart = new Set<string>();
  const columns = layout.map(({ header, meaning }) => {
    if (meaning === EXTRA) return { header, cell: (g: GuestRecord) => g.extra?.[header] ?? '' };
    if (meaning === 'group' && meanings.has('side')) return { header, cell: (g: GuestRecord) => formatGroupPath(g.group.slice(1)) };
    const part = parts[meaning];
    if (part) {
      // Of several plus-one columns ("Guest 2", "Guest 3"), the first holds them all.
      const first = !seenPart.has(meaning);
      seenPart.add(meaning);
      return { header, cell: first ? part : () => '' };
    }
    if (published.includes(meaning)) return { header, cell: GUEST_CODECS[meaning as GuestColumnName].write ?? (() => '') };
    return { header, cell: () => '' };
  });
  // A side column alone holds the whole group path.
  const covered = new Set([
    ...meanings,
    ...(meanings.has('first_name') ? ['name'] : []),
    ...(meanings.has('plus_ones') ? ['guests'] : []),
    ...(meanings.has('side') ? ['group'] : []),
  ]);
  // What the file's own columns already say needs no column of its own: a size its people make, a sort name its last name gives.
  const implied: Partial<Record<GuestColumnName, (g: GuestRecord) => boolean>> = {
    size: (g) => g.size === Math.max(1, g.people?.length ?? 0),
    sort_under: (g) => meanings.has('last_name') && nameKey(lastNameOf(g)) === nameKey(g.sortUnder ?? ''),
  };
  const added = GUEST_COLUMNS.flatMap(({ name }) => {
    const cell = GUEST_CODECS[name].write;
    const needed = (g: GuestRecord) => cell !== null && cell(g) !== '' && !implied[name]?.(g);
    return !covered.has(name) && cell && guests.some(needed) ? [{ header: name, cell }] : [];
  });
  const headers = new Set(layout.map((c) => nameKey(c.header)));
  const extra = extraColumnsOf(guests)
    .filter((header) => !headers.has(nameKey(header)))
    .map((header) => ({ header, cell: (g: GuestRecord) => g.extra?.[header] ?? '' }));
  return [...columns, ...added, ...extra];
}

function publishedCells(guests: readonly GuestRecord[]): { header: string; cell: Cell }[] {
  const columns = GUEST_COLUMNS.flatMap(({ name }) => {
    const cell = GUEST_CODECS[name].write;
    return cell ? [{ header: name, cell }] : [];
  });
  return [...columns, ...extraColumnsOf(guests).map((header) => ({ header, cell: (g: GuestRecord) => g.extra?.[header] ?? '' }))];
}

/**
 * The bookings as a guests file (UTF-8 with a byte order mark, CRLF, every cell guarded against
 * formulas), in the layout's columns when given. A per-guest layout (one row per person) is written
 * one row per booking, in the published columns.
 */
export function writeGuestsCsv(guests: readonly GuestRecord[], layout?: FileLayout): string {
  const perGuest = layout?.some((c) => c.meaning === PARTY_COLUMN) ?? true;
  const columns = layout && !perGuest ? layoutCells(layout, guests) : publishedCells(guests);
  return writeCsv(
    columns.map((c) => c.header),
    guests.map((g) => columns.map((c) => c.cell(g))),
  );
}
