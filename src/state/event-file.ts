/**
 * The `.seating` file of one event (src/contract/event-file.ts): writing it, and reading it into
 * one decision: refused (with every problem and where it is), a new event, or an event the
 * workspace already holds (which goes through the merge review). Pure: nothing here touches the
 * workspace, so a refused file changes nothing.
 */
import { keepReservations } from './reservation-seating.ts';
import { EVENT_FILE, LIMITS, SERVICE } from '../contract/index.ts';
import { validate as generatedValidate } from '../contract/event-file-validate.ts';
import type { TranslationKey } from '../i18n/keys.ts';
import { compileProblem } from '../model/compile.ts';
import { hasErrors, type Issue } from '../model/issues.ts';
import { cleanName, indexByName, nameKey } from '../model/names.ts';
import { indexBookings } from '../model/booking-refs.ts';
import { withOldGeneratedIdsMarked } from '../model/old-numbered-ids.ts';
import { checkGuestRecords, checkTableRecords } from '../model/record-checks.ts';
import { bookingKey, cleanGuestRecord, cleanTableRecord } from '../model/records.ts';
import type { EventMeta } from '../storage/schema.ts';
import type { EventContent } from '../model/event-content.ts';
import { seatingRefusal, tablesForRules } from './seating-rules.ts';

/** Why a file is refused; each has its headline and its advice under `eventFile.refused.<reason>`. */
type RefusalReason = 'tooLarge' | 'notJson' | 'notEventFile' | 'newerVersion' | 'invalid';

/** One problem of a refused file: where (a JSON pointer into the file), and what, as a message key and its values. */
export interface EventFileIssue {
  path: string;
  key: TranslationKey;
  params: Record<string, string | number>;
  /** A model issue found by the record checks, worded as an import's would be (with its rules). */
  issue?: Issue;
}

export type EventFileReading =
  | { kind: 'refused'; fileName: string; reason: RefusalReason; issues: EventFileIssue[] }
  | { kind: 'new-event'; fileName: string; eventId: string; name: string; content: EventContent }
  | { kind: 'held-event'; fileName: string; eventId: string; name: string; content: EventContent };

/** The file as written: its envelope and the event inside. */
interface EventFileDocument {
  format: string;
  version: number;
  savedAt: string;
  app?: string;
  event: { id: string; name: string; content: Omit<EventContent, 'eventId' | 'columnMappings'> };
}

/** What a file holds of the content: everything the planner edits, not how this browser read their files. */
function fileContent(content: EventContent): EventFileDocument['event']['content'] {
  const { eventId: _eventId, columnMappings: _columnMappings, ...rest } = content;
  return rest;
}

/** The `.seating` file of an event, as text. */
export function eventFileText(event: Pick<EventMeta, 'id' | 'name'>, content: EventContent, savedAt: Date): string {
  const document: EventFileDocument = {
    format: EVENT_FILE.format,
    version: EVENT_FILE.version,
    savedAt: savedAt.toISOString(),
    app: SERVICE.name,
    event: { id: event.id, name: event.name, content: fileContent(content) },
  };
  return JSON.stringify(document, null, 1) + '\n';
}

/** Characters no file system takes in a name, and control characters. */
// eslint-disable-next-line no-control-regex
const UNSAFE_IN_FILE_NAMES = /[\u0000-\u001f\u007f<>:"/\\|?*]+/g;

/** `<event name>.seating`, with what a file system refuses replaced. */
export function eventFileName(eventName: string): string {
  const base = cleanName(eventName)
    .replace(UNSAFE_IN_FILE_NAMES, '-')
    .replace(/^[.\s-]+|[.\s]+$/g, '');
  return `${base || 'event'}${EVENT_FILE.extension}`;
}

const refused = (fileName: string, reason: RefusalReason, issues: EventFileIssue[] = []): EventFileReading => ({
  kind: 'refused',
  fileName,
  reason,
  issues,
});

/** Decides what opening a file means. `heldEventIds`: the events the workspace holds. */
export function readEventFile(text: string, fileName: string, heldEventIds: Iterable<string>): EventFileReading {
  // Before parsing: a file far larger than any event holds is not read at all.
  const max = LIMITS.max_event_file_bytes;
  if (utf8Length(text, max) > max) {
    return refused(fileName, 'tooLarge', [{ path: '', key: 'eventFile.issue.tooLarge', params: { max, limit: 'max_event_file_bytes' } }]);
  }
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    return refused(fileName, 'notJson', [{ path: '', key: 'eventFile.issue.json', params: { detail: (error as Error).message } }]);
  }
  const envelope = (data && typeof data === 'object' ? data : {}) as Partial<Record<keyof EventFileDocument, unknown>>;
  if (envelope.format !== EVENT_FILE.format) return refused(fileName, 'notEventFile');
  // Before the schema: a newer file may be shaped otherwise, and the user must hear "update", not "broken".
  if (typeof envelope.version === 'number' && envelope.version > EVENT_FILE.version) {
    return refused(fileName, 'newerVersion', [
      { path: '/version', key: 'eventFile.issue.version', params: { version: envelope.version, supported: EVENT_FILE.version } },
    ]);
  }
  if (!validate(data)) return refused(fileName, 'invalid', (validate.errors ?? []).map(schemaIssue));
  const file = data as EventFileDocument;
  const content = keepReservations(normalContent(file.event.id, file.event.content, file.version));
  const issues = recordIssues(content);
  if (issues.length) return refused(fileName, 'invalid', issues);
  const held = new Set(heldEventIds).has(file.event.id);
  return { kind: held ? 'held-event' : 'new-event', fileName, eventId: file.event.id, name: cleanName(file.event.name), content };
}

/** The file's size in UTF-8 bytes, counted exactly only near `max` (a UTF-16 unit is one to three bytes). */
function utf8Length(text: string, max: number): number {
  if (text.length > max) return text.length;
  if (text.length * 3 <= max) return text.length;
  return new TextEncoder().encode(text).length;
}

/**
 * A picked file's text, read no further than the published limit (and one byte), so an enormous file
 * is refused without being read whole.
 */
export function eventFileTextOf(file: Blob): Promise<string> {
  return file.slice(0, LIMITS.max_event_file_bytes + 1).text();
}

/** The content as the workspace keeps it: every name clean, as an import leaves it, numbered ids marked. */
function normalContent(eventId: string, content: EventFileDocument['event']['content'], version: number): EventContent {
  const marked = version < EVENT_FILE.markedIdsSince ? withOldGeneratedIdsMarked : <T>(records: readonly T[]) => [...records];
  const { mergeBase } = content;
  return {
    ...content,
    eventId,
    guests: marked(content.guests).map(cleanGuestRecord),
    tables: content.tables.map(cleanTableRecord),
    ...(mergeBase?.guests ? { mergeBase: { ...mergeBase, guests: marked(mergeBase.guests) } } : {}),
  };
}

/** An error the schema validator found, as a message about one place in the file. */
interface SchemaError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
}

/** The compiled validator, typed (the generated module is not type-checked). */
const validate = generatedValidate as unknown as { (data: unknown): boolean; errors?: SchemaError[] | null };

const SCHEMA_KEYWORDS = ['type', 'required', 'additionalProperties', 'minimum', 'maximum', 'exclusiveMinimum', 'const', 'enum', 'maxItems'];

function schemaIssue(error: SchemaError): EventFileIssue {
  const { instancePath: path, keyword, params } = error;
  const text = (value: unknown): string =>
    Array.isArray(value) ? value.map(text).join(', ') : typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  const key = (SCHEMA_KEYWORDS.includes(keyword) ? `eventFile.schema.${keyword}` : 'eventFile.schema.other') as TranslationKey;
  return {
    path,
    key,
    params: {
      type: text(params.type),
      member: text(params.missingProperty ?? params.additionalProperty),
      limit: text(params.limit),
      allowed: text(params.allowedValues ?? params.allowedValue),
      keyword,
    },
  };
}

/** Seating, seats and locks name a booking by its id or name: two bookings sharing a name need an id each. */
function sharedKeys(content: EventContent): EventFileIssue[] {
  const issues: EventFileIssue[] = [];
  const firstByKey = new Map<string, number>();
  content.guests.forEach((g, i) => {
    const first = firstByKey.get(bookingKey(g));
    if (first === undefined) firstByKey.set(bookingKey(g), i);
    else if (g.id === undefined)
      issues.push({
        path: `/event/content/guests/${i}/name`,
        key: 'problems.duplicate_name',
        params: { name: g.name, firstLine: first + 2 },
      });
  });
  return issues;
}

/** Where a record check's issue is in the file: the record's index comes from the line it was given (index + 2). */
function issuePath(issue: Issue): string {
  const list = issue.file === 'tables' ? 'tables' : issue.file === 'guests' ? 'guests' : 'seating';
  const base = `/event/content/${list}`;
  if (list === 'seating' || issue.line === undefined) return base;
  const field = issue.column?.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
  return `${base}/${issue.line - 2}${field ? `/${field}` : ''}`;
}

/**
 * The checks an import runs, on the file's records: names (unique by nameKey), sizes and
 * capacities, and, when both lists are there, every cross-check of compileProblem; then the
 * seating: names it must know, and the hard rules.
 */
function recordIssues(content: EventContent): EventFileIssue[] {
  const clashes = sharedKeys(content);
  if (clashes.length) return clashes;
  let found: Issue[] = [...checkGuestRecords(content.guests), ...checkTableRecords(content.tables)];
  if (!hasErrors(found) && content.guests.length > 0 && content.tables.length > 0) {
    found = compileProblem(content.guests, tablesForRules(content)).issues;
  }
  const issues: EventFileIssue[] = found
    .filter((issue) => issue.severity === 'error')
    .map((issue) => ({ path: issuePath(issue), key: `problems.${issue.code}`, params: issue.params, issue }));
  if (issues.length) return issues;
  const bookings = indexBookings(content.guests);
  const tables = indexByName(content.tables);
  for (const [booking, table] of Object.entries(content.seating)) {
    const path = `/event/content/seating/${booking.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    if (bookings.find(booking) === undefined) issues.push({ path, key: 'problems.seating_unknown_booking', params: { name: booking } });
    else if (!tables.has(nameKey(table))) issues.push({ path, key: 'problems.seating_unknown_table', params: { table } });
  }
  if (issues.length) return issues;
  const refusal = seatingRefusal(content);
  return refusal ? [{ path: '/event/content/seating', key: `refusal.${refusal.reason}`, params: refusal.params }] : [];
}
