/** The seating export's published columns. */
import { GROUP_EXPORT_SEPARATOR, LIST_SEPARATOR, type CsvColumnSpec } from './csv-columns.ts';
import { GUEST_COLUMNS, type GuestColumnName } from './guest-columns.ts';

/** Guests columns the seating export also writes, when some booking has one, so it reads back as the guests file. */
export const SEATING_DETAIL_COLUMNS = [
  'guests',
  'meals',
  'needs',
  'notes',
  'together',
  'prefer',
  'prefer_apart',
  'requires',
  'likes',
  'sort_under',
] as const satisfies readonly GuestColumnName[];

export const SEATING_COLUMNS = [
  {
    name: 'table',
    aliases: ['שולחן'],
    type: 'string',
    required: true,
    nullable: true,
    description: 'Table the booking sits at; empty for a booking left unseated.',
    examples: ['Table 3', ''],
  },
  {
    name: 'name',
    aliases: ['שם'],
    type: 'string',
    required: true,
    nullable: false,
    description: 'Booking name, as in the guests file (with the id column when two bookings share it).',
    examples: ['Dana & Yossi Levi'],
  },
  {
    name: 'size',
    aliases: ['כמות'],
    type: 'integer',
    required: true,
    nullable: false,
    minimum: 1,
    description: 'Seats the booking takes.',
    examples: ['2'],
  },
  {
    name: 'group',
    aliases: ['קבוצה'],
    type: 'string',
    required: true,
    nullable: true,
    description: `Group path written with "${GROUP_EXPORT_SEPARATOR}" between segments; empty when the booking has no group.`,
    examples: ['Bride / Family / Cousins'],
  },
  {
    name: 'seat',
    aliases: ['כיסא', 'מושב', 'seats', 'seat numbers'],
    type: 'string',
    required: false,
    nullable: true,
    description: `Seat numbers of the booking's people at its table, separated by "${LIST_SEPARATOR}", in the order of the guests column: each from 1 to the table's capacity and used once per table. Empty for an unseated booking; a seating without this column has no seat order.`,
    examples: ['3; 4', '10; 1; 2'],
  },
  {
    name: 'id',
    aliases: ['מזהה'],
    type: 'string',
    required: false,
    nullable: true,
    description:
      "The booking's id, as in the guests file; written only when some booking has one (every booking whose name repeats does). Read back, a row finds its booking by this id, else by its name.",
    examples: ['David Cohen #2', ''],
  },
  ...SEATING_DETAIL_COLUMNS.map((name) => {
    const column = GUEST_COLUMNS.find((c) => c.name === name)!;
    return {
      name,
      aliases: column.aliases.slice(0, 1),
      type: 'string' as const,
      required: false,
      nullable: true,
      description: `As in the guests file; written only when some booking has one. ${column.description}`,
      examples: column.examples,
    };
  }),
] as const satisfies readonly CsvColumnSpec[];
