/**
 * What makes two names the same: the one identity of booking, table and group names (and of CSV
 * headers) that every layer uses, from the CSV readers to the store, the worker, the export, the
 * embed and the command line.
 *
 * Spreadsheets and keyboards add characters a person cannot see: a right-to-left mark after a
 * Hebrew cell, a zero-width space pasted from a web page, a non-breaking space, a name typed in
 * decomposed form. Two names that differ only by such characters, or by case, name one thing.
 */

/** Direction marks and invisible format characters that never belong to what a name says. */
const INVISIBLE = /[\u00ad\u061c\u180e\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;
/** Joiners shape some scripts' letters (Persian, emoji), so a name keeps them; they do not change who it names. */
const JOINERS = /[\u200c\u200d]/g;
/** Any run of white space, including non-breaking and other Unicode spaces. */
const SPACES = /\s+/g;
/**
 * Printable ASCII words single-spaced, nothing around them: already clean (ASCII is its own NFC and
 * holds no invisible mark), which is most cells of a guest list, so they skip the normalisation.
 */
const CLEAN_ASCII = /^(?:[!-~]+ )*[!-~]+$/;

/** A name as the product stores and shows it: invisible marks removed, white space collapsed, trimmed, NFC. */
export function cleanName(text: string): string {
  if (text === '' || CLEAN_ASCII.test(text)) return text;
  return text.normalize('NFC').replace(INVISIBLE, '').replace(SPACES, ' ').trim();
}

/**
 * Every derive and every manual move resolves all names of the event again; at 10,000 bookings the
 * normalisations cost tens of milliseconds per move. The key is a pure function of the text, so it
 * is remembered, within a bound that keeps memory small.
 */
const KEY_MEMO_LIMIT = 50_000;
const keyMemo = new Map<string, string>();

/**
 * The key two names are compared by: NFKC, direction and zero-width marks removed, white space
 * collapsed, case folded. Upper- then lower-casing folds the cases that plain lower-casing keeps
 * apart (ß and SS, final and medial sigma).
 */
export function nameKey(text: string): string {
  let key = keyMemo.get(text);
  if (key === undefined) {
    key = cleanName(text.normalize('NFKC').replace(JOINERS, '')).toUpperCase().toLowerCase().normalize('NFKC');
    if (keyMemo.size >= KEY_MEMO_LIMIT) keyMemo.clear();
    keyMemo.set(text, key);
  }
  return key;
}

export function sameName(a: string, b: string): boolean {
  return nameKey(a) === nameKey(b);
}

/** Index of the first item of each name: the lookup every reader and rule resolves names through. */
export function indexByName(items: readonly { readonly name: string }[]): Map<string, number> {
  const byKey = new Map<string, number>();
  items.forEach((item, index) => {
    const key = nameKey(item.name);
    if (!byKey.has(key)) byKey.set(key, index);
  });
  return byKey;
}

/** Whether `query` occurs in `text` once both are compared as names are (for search boxes). */
export function nameIncludes(text: string, query: string): boolean {
  return nameKey(text).includes(nameKey(query));
}

/** A table name that is a number, alone or after a word ("7", "Table 7", "שולחן 7"): the word and the number. */
const NUMBERED_TABLE = /^(\D*?)(\d{1,6})\s*$/u;

/**
 * A table's number: the number its name ends in ("Table 7" is 7), or null for a named table such as
 * "Head table". The drawing, the list and the printed plan show it, and numbering by position renumbers it.
 */
export function tableNumber(name: string): number | null {
  const match = NUMBERED_TABLE.exec(name);
  return match ? Number(match[2]) : null;
}

/** The name of a numbered table with another number, in the same words ("Table 7" → "Table 3"). */
export function renumberedTableName(name: string, number: number): string {
  const match = NUMBERED_TABLE.exec(name);
  return match ? `${match[1]}${number}` : name;
}
