/**
 * The find-my-seat link: the event's names and their tables travel inside the link's fragment,
 * which a browser never sends to any server, so a guest finds their table with no server holding
 * the guest list. The data is a few lines of text (the event, then one line per table: its name and
 * its people, tab-separated), deflated with CompressionStream and written in base64url after a
 * version marker, so a later format is recognised and refused with a message rather than misread.
 *
 * Names are cleaned (cleanName) before they travel, so neither a tab nor a line break can be part
 * of one; searching compares them as the product does (nameIncludes).
 */
import { LIMITS } from '../contract/limits.ts';
import { cleanName, nameIncludes } from './names.ts';
import { fromBase64Url, toBase64Url } from './base64url.ts';

/** The format this code writes and reads. A link of a higher version is refused as "newer". */
export const FIND_SEAT_VERSION = 1;
const MARKER = /^v(\d{1,6})\.(.*)$/s;

/** Where the guests' page lives, per language. */
export const FIND_SEAT_PATHS = { en: '/en/find/', he: '/he/find/' } as const;
export type FindSeatLanguage = keyof typeof FIND_SEAT_PATHS;

export interface FindSeatTable {
  name: string;
  /** People's names (or a booking's name where it names nobody). */
  people: readonly string[];
}

export interface FindSeatData {
  /** The event's name, as the page's title. */
  event: string;
  /** The number (1-based position among all the event's tables) of `tables[0]`. */
  firstTable: number;
  /** How many tables the event has, so a page carrying a range can say so. */
  tableCount: number;
  tables: readonly FindSeatTable[];
}

/** `tooLarge`: the link unpacks to more than one link carries (LIMITS.max_find_seat_link_text_bytes); it is not read further. */
export type FindSeatProblem = 'empty' | 'broken' | 'newer' | 'tooLarge';
export type FindSeatDecoded = { ok: true; data: FindSeatData } | { ok: false; problem: FindSeatProblem };

/** One search result: a person and where they sit. */
export interface FindSeatMatch {
  name: string;
  table: string;
  /** The table's number among the event's tables. */
  number: number;
}

const clean = (text: string): string => cleanName(text);

/** The data as the lines that travel. */
function toText(data: FindSeatData): string {
  const header = [clean(data.event), String(data.firstTable), String(data.tableCount)].join('\t');
  const lines = data.tables.map((table) => [clean(table.name), ...table.people.map(clean).filter((n) => n !== '')].join('\t'));
  return [header, ...lines].join('\n');
}

function fromText(text: string): FindSeatData | null {
  const [header = '', ...lines] = text.split('\n');
  const [event = '', first = '', count = ''] = header.split('\t');
  const firstTable = Number(first);
  const tableCount = Number(count);
  if (!Number.isInteger(firstTable) || firstTable < 1 || !Number.isInteger(tableCount) || tableCount < lines.length) return null;
  const tables = lines.map((line) => {
    const [name = '', ...people] = line.split('\t');
    return { name, people };
  });
  return { event, firstTable, tableCount, tables };
}

async function through(bytes: Uint8Array<ArrayBuffer>, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const writer = stream.writable.getWriter();
  // A failure (a damaged link) surfaces on the reading side, which is awaited.
  writer.write(bytes).catch(() => undefined);
  writer.close().catch(() => undefined);
  return new Uint8Array(await new Response(stream.readable).arrayBuffer());
}

/** Compressed bytes written at a time: deflate turns one into at most about a kilobyte, so unpacking stops near the cap. */
const INFLATE_SLICE_BYTES = 1024;

/**
 * Unpacks at most `max` bytes: the input goes in by slices while the output is counted, so a link that
 * unpacks to a gigabyte stops after `max` bytes instead of filling the memory. Throws on damaged data.
 */
async function inflateAtMost(bytes: Uint8Array<ArrayBuffer>, max: number): Promise<Uint8Array | 'tooLarge'> {
  const stream = new DecompressionStream('deflate-raw');
  const writer = stream.writable.getWriter();
  const reader = stream.readable.getReader();
  const reading = { stopped: false };
  const feeding = (async () => {
    for (let at = 0; at < bytes.length && !reading.stopped; at += INFLATE_SLICE_BYTES)
      await writer.write(bytes.subarray(at, at + INFLATE_SLICE_BYTES));
    if (!reading.stopped) await writer.close();
  })();
  // A failure (damaged data) also surfaces on the reading side, which is awaited.
  feeding.catch(() => undefined);
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    if (total > max) {
      reading.stopped = true;
      await reader.cancel().catch(() => undefined);
      return 'tooLarge';
    }
    chunks.push(value);
  }
  await feeding;
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

/** The fragment (without `#`) that carries the data. */
export async function encodeFindSeat(data: FindSeatData): Promise<string> {
  const bytes = await through(new TextEncoder().encode(toText(data)), new CompressionStream('deflate-raw'));
  return `v${FIND_SEAT_VERSION}.${toBase64Url(bytes)}`;
}

/** The whole link: the page of the language on the given origin, the data in its fragment. */
export async function findSeatUrl(origin: string, language: FindSeatLanguage, data: FindSeatData): Promise<string> {
  return `${origin}${FIND_SEAT_PATHS[language]}#${await encodeFindSeat(data)}`;
}

/** The data of a fragment (with or without its `#`), or why there is none. */
export async function decodeFindSeat(fragment: string): Promise<FindSeatDecoded> {
  const text = fragment.replace(/^#/, '').trim();
  if (text === '') return { ok: false, problem: 'empty' };
  const marked = MARKER.exec(text);
  if (!marked) return { ok: false, problem: 'broken' };
  if (Number(marked[1]) > FIND_SEAT_VERSION) return { ok: false, problem: 'newer' };
  if (Number(marked[1]) !== FIND_SEAT_VERSION) return { ok: false, problem: 'broken' };
  const bytes = fromBase64Url(marked[2]!);
  if (!bytes || bytes.length === 0) return { ok: false, problem: 'broken' };
  let decoded: string;
  try {
    const inflated = await inflateAtMost(bytes, LIMITS.max_find_seat_link_text_bytes);
    if (inflated === 'tooLarge') return { ok: false, problem: 'tooLarge' };
    decoded = new TextDecoder('utf-8', { fatal: true }).decode(inflated);
  } catch {
    return { ok: false, problem: 'broken' };
  }
  const data = fromText(decoded);
  if (!data) return { ok: false, problem: 'broken' };
  return data.tables.some((table) => table.people.length > 0) ? { ok: true, data } : { ok: false, problem: 'empty' };
}

/** Everyone whose name contains the query, compared as names are, in the link's order. */
export function findSeatMatches(data: FindSeatData, query: string): FindSeatMatch[] {
  if (cleanName(query) === '') return [];
  return data.tables.flatMap((table, i) =>
    table.people.filter((name) => nameIncludes(name, query)).map((name) => ({ name, table: table.name, number: data.firstTable + i })),
  );
}
