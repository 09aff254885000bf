/**
 * The `.seating` file: one event (its bookings, tables, seating, seats, locks, meals, room and
 * solver settings) as one JSON document a planner can save, share and open on another device. Its
 * JSON Schema is published at /api/v1/event-file.json and compiled, at build time, into the
 * validator the app runs when a file is opened (scripts/make-event-file-validator.ts).
 */
import { LIMITS } from './limits.ts';
import { TABLE_SHAPES } from './csv-columns.ts';
import { GUEST_ATTRIBUTES, type GuestAttributeSpec } from './guest-columns.ts';
import { ROOM_OBJECT_KINDS } from './room.ts';

export const EVENT_FILE = {
  /** The `format` member every event file carries. */
  format: 'seating-optimizer/event',
  /**
   * The version this app writes and the newest it reads. A version adds members or changes their
   * meaning; a file of a newer version is refused (nothing open changes) until the app is updated.
   */
  version: 2,
  /** Version 2 added `idGenerated`: in an older file, an id of the numbered shape of its own name is the app's number. */
  markedIdsSince: 2,
  extension: '.seating',
  /** The media type the operating system opens the app with (web app manifest file_handlers). */
  mediaType: 'application/vnd.seating-optimizer.event+json',
  description:
    'One event as a file: its bookings with their people, meals and wishes, its tables with their positions, the seating and seat order, locks, the meal list, the room and the solver settings. Saved from the app ("Save as file…") and opened by its file picker, by dropping the file on the app or from the operating system. Nothing in it is sent anywhere. A file of a newer version than the app reads is refused with nothing changed; update the app and open it again.',
} as const;

const str = { type: 'string' } as const;
/** Lists of names and texts are one definition, so the compiled validator checks them with one function. */
const ref = (name: string) => ({ $ref: `#/$defs/${name}` });
const strings = ref('texts');
const num = { type: 'number' } as const;
const int = { type: 'integer' } as const;
const nullableStr = { type: ['string', 'null'] } as const;

/** A closed object: members the schema does not name are refused, so a misspelt member is reported, not dropped. */
function object(required: readonly string[], properties: Record<string, unknown>, description?: string) {
  return { type: 'object', ...(description ? { description } : {}), required: [...required], additionalProperties: false, properties };
}

const TEXTS = { type: 'array', items: str };

const PERSON = object(['name', 'meal'], {
  name: { ...str, description: "The guest's name; empty when not named." },
  meal: { ...str, description: 'A meal of the meal list by its name; empty when none is chosen.' },
  child: { type: 'boolean', description: 'A child (counted apart on the caterer sheet); absent: an adult.' },
});

/** The members described here, then those of text and list guests attributes (guest-columns.ts) not described. */
function withAttributeMembers(described: Record<string, unknown>): Record<string, unknown> {
  const specs = Object.values(GUEST_ATTRIBUTES) as readonly GuestAttributeSpec[];
  const more = specs.flatMap((a): [string, unknown][] =>
    a.member !== null && a.cell !== 'custom' && !(a.member in described) ? [[a.member, a.cell === 'list' ? strings : str]] : [],
  );
  return { ...described, ...Object.fromEntries(more) };
}

const BOOKING = object(
  ['name', 'size', 'group', 'strength', 'avoid', 'table'],
  withAttributeMembers({
    id: {
      ...str,
      description:
        "The booking's own id, unique after case folding and Unicode normalisation; absent: the name is its id. Every booking whose name repeats has one, and seating, seats and locks name it by it.",
    },
    idGenerated: {
      type: 'boolean',
      description:
        "True when the app numbered the id for a repeated name (\"David Cohen #2\") rather than the planner giving it: such an id may be matched to the same person in a later file and renumbered; a planner's id never is. Absent: the id is the planner's. Files of version 1 do not have it: there an id of the numbered shape of its own name is taken as the app's.",
    },
    name: { ...str, description: 'Booking name (as in the guests file); two bookings may share one, each then with its own id.' },
    size: { ...int, minimum: 1, description: 'Seats the booking takes.' },
    group: { ...strings, description: 'Group path segments, outermost first; empty: no group.' },
    strength: {
      type: ['integer', 'null'],
      minimum: 0,
      maximum: LIMITS.max_group_cohesion_strength,
      description: 'Cohesion strength of the innermost group; null for the default.',
    },
    avoid: { ...strings, description: 'Bookings this one must not share a table with.' },
    table: { ...nullableStr, description: 'The table the booking is pinned to, or null.' },
    people: { type: 'array', items: ref('person'), description: 'The people of the booking, in seat order, at most size.' },
    needs: strings,
    notes: str,
    sortUnder: { ...str, description: 'The family name lists sort the booking under, when it is not the last word of its name.' },
    extra: {
      type: 'object',
      additionalProperties: str,
      description: 'Cells of guests file columns the app does not know, by header.',
    },
    together: { ...strings, description: 'Bookings or group paths that must share the table: a hard rule.' },
    prefer: strings,
    preferApart: strings,
    requires: { ...strings, description: 'Table tags the table must have: a hard rule.' },
    likes: strings,
  }),
  'One booking: a party that always sits at one table.',
);

const TABLE = object(
  ['name', 'capacity'],
  {
    name: { ...str, description: 'Table name, unique as booking names are.' },
    capacity: { ...int, minimum: 1 },
    shape: { type: 'string', enum: [...TABLE_SHAPES] },
    tags: strings,
    reservedFor: {
      ...strings,
      description: 'Bookings or group paths the table is kept for: only they may sit at it, a hard rule. Absent or empty: anyone may.',
    },
    x: { ...num, description: 'Centre, metres from the left wall.' },
    y: { ...num, description: 'Centre, metres from the top wall.' },
    rotation: { ...num, description: 'Degrees clockwise.' },
    length: num,
    width: num,
  },
  'One table, with its place in the room when it has one.',
);

const MEAL = object(['name', 'symbol', 'colour', 'forChildren'], {
  name: str,
  symbol: { ...str, description: 'A short mark printed on place cards.' },
  colour: { ...str, description: 'A CSS colour.' },
  forChildren: { type: 'boolean' },
});

const ROOM = object(['width', 'depth', 'objects'], {
  width: { ...num, exclusiveMinimum: 0, description: 'Metres.' },
  depth: { ...num, exclusiveMinimum: 0, description: 'Metres.' },
  objects: {
    type: 'array',
    items: object(['id', 'kind', 'x', 'y', 'length', 'width', 'rotation'], {
      id: str,
      kind: { type: 'string', enum: ROOM_OBJECT_KINDS.map((k) => k.id) },
      x: num,
      y: num,
      length: num,
      width: num,
      rotation: num,
    }),
  },
});

const CONTENT = object(
  ['guests', 'tables', 'seating', 'lockedBookings', 'lockedTables', 'solver', 'sources'],
  {
    guests: { type: 'array', maxItems: LIMITS.max_guest_rows, items: ref('booking') },
    tables: { type: 'array', maxItems: LIMITS.max_tables, items: ref('table') },
    seating: {
      type: 'object',
      additionalProperties: str,
      description: 'Booking id (or name, when it has no id) → table name for every seated booking.',
    },
    lockedBookings: { ...strings, description: 'Bookings the optimizer leaves where they are, by id (or name, when a booking has no id).' },
    lockedTables: { ...strings, description: 'Tables whose bookings the optimizer leaves as they are.' },
    solver: object(['timeLimitMs'], { timeLimitMs: { ...int, minimum: 1, description: 'How long one optimizer run may take.' } }),
    sources: object(['guests', 'tables'], {
      guests: { ...nullableStr, description: 'The guests file the bookings came from.' },
      tables: { ...nullableStr, description: 'The tables file the tables came from.' },
    }),
    meals: { type: 'array', items: ref('meal'), description: "The event's meal list." },
    seats: {
      type: 'object',
      additionalProperties: { type: 'array', items: { ...int, minimum: 1 } },
      description: 'Booking id (or name, when it has no id) → seat numbers of its people at its table, in the order of its people.',
    },
    room: ref('room'),
    mergeBase: object(
      [],
      {
        guests: {
          type: 'array',
          maxItems: LIMITS.max_guest_rows,
          items: ref('booking'),
          description: 'The bookings of the last guests file.',
        },
        tables: { type: 'array', maxItems: LIMITS.max_tables, items: ref('table'), description: 'The tables of the last tables file.' },
        declined: {
          type: 'array',
          maxItems: LIMITS.max_guest_rows,
          items: ref('booking'),
          description:
            'The bookings the last guests file lists as declined (and each person who declined out of a booking that comes, as a booking of one): never seated, shown in the guest list as declined.',
        },
        pending: {
          type: 'array',
          maxItems: LIMITS.max_guest_rows,
          items: ref('booking'),
          description: 'The bookings of the last guests file without an answer yet: not seated until the planner seats them.',
        },
      },
      "The records of the last guests and tables files the event took in (imported or merged). A later file is merged against them three ways, so the planner's own edits since then stay; two copies of an event that record the same base merge against it.",
    ),
  },
  'What the planner edits in the event.',
);

/** The JSON Schema (2020-12) of a `.seating` file of EVENT_FILE.version. */
export const EVENT_FILE_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  title: 'Seating Optimizer event file (.seating)',
  ...object(
    ['format', 'version', 'savedAt', 'event'],
    {
      format: { const: EVENT_FILE.format },
      version: { ...int, minimum: 1, description: 'The file format version; an app refuses versions newer than its own.' },
      savedAt: { ...str, description: 'RFC 3339 date and time the file was saved.' },
      app: { ...str, description: 'The application that saved the file.' },
      event: object(['id', 'name', 'content'], {
        id: { ...str, description: 'Stays the same across copies, so opening a copy of an event the workspace holds merges into it.' },
        name: str,
        content: ref('content'),
      }),
    },
    EVENT_FILE.description,
  ),
  $defs: { content: CONTENT, booking: BOOKING, person: PERSON, table: TABLE, meal: MEAL, room: ROOM, texts: TEXTS },
};
