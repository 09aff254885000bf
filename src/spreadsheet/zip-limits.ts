/**
 * A ZIP archive (an .xlsx workbook) unpacked under the published limits. The directory at the end of
 * the archive gives each entry's unpacked size: every entry counts, the pictures too, before anything
 * is unpacked. The entries then unpacked are held to those sizes while they unpack, so an archive whose
 * directory lies stops at its limit instead of unpacking gigabytes.
 */
import { Inflate } from 'fflate';
import { LIMITS } from '../contract/limits.ts';

export interface ZipEntry {
  readonly name: string;
  /** 0 stored, 8 deflated; anything else is not read. */
  readonly compression: number;
  readonly size: number;
  readonly originalSize: number;
  /** Where the entry's local header starts. */
  readonly headerOffset: number;
}

export type ZipLimit = 'max_workbook_unpacked_bytes' | 'max_workbook_entry_bytes';

export type ZipRefusal = { refused: 'unreadable' } | { refused: 'too_large'; found: number; max: number; limit: ZipLimit };

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** The end record is 22 bytes, after which a comment of at most 65,535 bytes may follow. */
const END_RECORD_BYTES = 22;
const LONGEST_COMMENT = 0xffff;
/** Sizes of 0xFFFFFFFF mean ZIP64, which no workbook of a guest list needs. */
const ZIP64_MARK = 0xffffffff;

/** The entries the archive's directory lists, unpacking nothing; null when it is no archive (or a ZIP64 one). */
export function zipEntries(bytes: Uint8Array): ZipEntry[] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u32 = (at: number) => (at + 4 <= bytes.length ? view.getUint32(at, true) : -1);
  const u16 = (at: number) => (at + 2 <= bytes.length ? view.getUint16(at, true) : -1);
  let end = bytes.length - END_RECORD_BYTES;
  const earliest = Math.max(0, end - LONGEST_COMMENT);
  while (end >= earliest && u32(end) !== END_OF_DIRECTORY) end--;
  if (end < earliest) return null;
  const count = u16(end + 10);
  let at = u32(end + 16);
  const names = new TextDecoder();
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (u32(at) !== DIRECTORY_ENTRY) return null;
    const [compression, size, originalSize] = [u16(at + 10), u32(at + 20), u32(at + 24)];
    const [nameLength, extraLength, commentLength] = [u16(at + 28), u16(at + 30), u16(at + 32)];
    const headerOffset = u32(at + 42);
    if (size === ZIP64_MARK || originalSize === ZIP64_MARK || headerOffset === ZIP64_MARK || at + 46 + nameLength > bytes.length)
      return null;
    entries.push({ name: names.decode(bytes.subarray(at + 46, at + 46 + nameLength)), compression, size, originalSize, headerOffset });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Whether the directory's sizes are within the limits: each entry, and all of them together. */
export function sizeRefusal(entries: readonly ZipEntry[]): ZipRefusal | null {
  const { max_workbook_entry_bytes: entryMax, max_workbook_unpacked_bytes: totalMax } = LIMITS;
  const largest = entries.reduce((max, entry) => Math.max(max, entry.originalSize), 0);
  const total = entries.reduce((sum, entry) => sum + entry.originalSize, 0);
  if (largest > entryMax) return { refused: 'too_large', found: largest, max: entryMax, limit: 'max_workbook_entry_bytes' };
  if (total > totalMax) return { refused: 'too_large', found: total, max: totalMax, limit: 'max_workbook_unpacked_bytes' };
  return null;
}

/**
 * The chosen entries unpacked, each held to its limit and to the size the directory gave it; a refusal
 * as soon as one passes its limit, or when the archive is damaged or its directory wrong.
 */
export function unpackWithin(
  bytes: Uint8Array,
  entries: readonly ZipEntry[],
  wanted: (name: string) => boolean,
): { unpacked: Record<string, Uint8Array> } | ZipRefusal {
  const refusal = sizeRefusal(entries);
  if (refusal) return refusal;
  const unpacked: Record<string, Uint8Array> = {};
  let total = 0;
  for (const entry of entries) {
    if (!wanted(entry.name)) continue;
    const start = dataStart(bytes, entry);
    if (start === null || start + entry.size > bytes.length) return { refused: 'unreadable' };
    const data = bytes.subarray(start, start + entry.size);
    const max = Math.min(LIMITS.max_workbook_entry_bytes, LIMITS.max_workbook_unpacked_bytes - total);
    let out: Uint8Array | 'over' | null;
    if (entry.compression === 0) out = data.length > max ? 'over' : data.slice();
    else if (entry.compression === 8) out = inflateWithin(data, entry.originalSize, max);
    else out = null;
    if (out === 'over') {
      const limit = max === LIMITS.max_workbook_entry_bytes ? 'max_workbook_entry_bytes' : 'max_workbook_unpacked_bytes';
      return { refused: 'too_large', found: max + 1, max: LIMITS[limit], limit };
    }
    if (out === null || out.length !== entry.originalSize) return { refused: 'unreadable' };
    unpacked[entry.name] = out;
    total += out.length;
  }
  return { unpacked };
}

/** Where an entry's data starts, after its local header; null when no header is there. */
function dataStart(bytes: Uint8Array, entry: ZipEntry): number | null {
  const at = entry.headerOffset;
  if (at + 30 > bytes.length) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(at, true) !== LOCAL_HEADER) return null;
  return at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
}

/** Compressed bytes handed to the inflater at a time: one slice unpacks to at most about 4 MB, so a limit is noticed soon after it is passed. */
const INFLATE_SLICE_BYTES = 4096;

/**
 * Raw deflate data unpacked into the size the directory gave it: 'over' as soon as it passes `max`
 * bytes; null when it is damaged or unpacks to another size than `expected`.
 */
function inflateWithin(data: Uint8Array, expected: number, max: number): Uint8Array | 'over' | null {
  const out = new Uint8Array(Math.min(expected, max));
  const progress = { total: 0 };
  const inflater = new Inflate((chunk) => {
    if (progress.total + chunk.length <= out.length) out.set(chunk, progress.total);
    progress.total += chunk.length;
  });
  try {
    for (let at = 0; at < data.length && progress.total <= max; at += INFLATE_SLICE_BYTES) {
      inflater.push(data.subarray(at, at + INFLATE_SLICE_BYTES), at + INFLATE_SLICE_BYTES >= data.length);
    }
  } catch {
    return null;
  }
  if (progress.total > max) return 'over';
  return progress.total === expected ? out : null;
}
