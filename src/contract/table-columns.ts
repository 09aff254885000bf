/** The tables file's published columns. */
import { FIELD_RULES } from './limits.ts';
import { ROOM_LIMITS } from './room.ts';
import { DEFAULT_TABLE_SHAPE, TABLE_SHAPES, WISH_SEPARATOR, type CsvColumnSpec } from './csv-columns.ts';

export const TABLE_COLUMNS = [
  {
    name: 'name',
    aliases: ['שם', 'שולחן', 'שם שולחן', 'מספר שולחן', 'table', 'table name', 'table number', 'table no'],
    type: 'string',
    required: true,
    nullable: false,
    description: `Table name, 1–${FIELD_RULES.tableNameMaxLength} characters, unique (case-insensitive).`,
    examples: ['Head table', 'Table 7'],
  },
  {
    name: 'capacity',
    aliases: ['מקומות', 'מספר מקומות', 'קיבולת', 'כסאות', 'seats', 'places', 'chairs', 'number of seats', 'size'],
    type: 'integer',
    required: true,
    nullable: false,
    minimum: FIELD_RULES.tableCapacityMin,
    maximum: FIELD_RULES.tableCapacityMax,
    description: `Seats at the table, ${FIELD_RULES.tableCapacityMin}–${FIELD_RULES.tableCapacityMax}.`,
    examples: ['10', '12'],
  },
  {
    name: 'shape',
    aliases: ['צורה', 'צורת שולחן', 'table shape', 'type'],
    type: 'string',
    required: false,
    nullable: true,
    description: `One of ${TABLE_SHAPES.map((s) => `"${s}"`).join(', ')}; empty means "${DEFAULT_TABLE_SHAPE}". Seats of a round table go around it; a rectangle has seats 1 to ⌈capacity ÷ 2⌉ along one side and the rest along the other; a head table has seats along one side only, facing the room, with its first booking in the middle, or as near it as lets every other booking sit side by side.`,
    examples: ['round', 'head'],
  },
  {
    name: 'tags',
    aliases: ['תגיות', 'מאפיינים', 'features', 'table tags', 'labels'],
    type: 'string',
    required: false,
    nullable: true,
    description: `Features of the table, separated by "${WISH_SEPARATOR}", that the requires and likes columns of the guests file name: accessible, near exit, kids, quiet.`,
    examples: ['accessible; near exit', 'quiet'],
  },
  {
    name: 'x',
    aliases: ['מיקום x', 'x (m)', 'x position', 'left'],
    type: 'number',
    required: false,
    nullable: true,
    minimum: 0,
    maximum: ROOM_LIMITS.roomMaxMetres,
    description: `Where the table's centre is on the floor plan: metres from the room's left edge, 0–${ROOM_LIMITS.roomMaxMetres}, a point before decimals. Give x and y together; a table without them is placed by the planner's automatic layout.`,
    examples: ['4.5', ''],
  },
  {
    name: 'y',
    aliases: ['מיקום y', 'y (m)', 'y position', 'top'],
    type: 'number',
    required: false,
    nullable: true,
    minimum: 0,
    maximum: ROOM_LIMITS.roomMaxMetres,
    description: `Where the table's centre is on the floor plan: metres from the room's top edge, 0–${ROOM_LIMITS.roomMaxMetres}.`,
    examples: ['6', ''],
  },
  {
    name: 'rotation',
    aliases: ['סיבוב', 'זווית', 'angle', 'rotation (degrees)'],
    type: 'number',
    required: false,
    nullable: true,
    minimum: -360,
    maximum: 360,
    description:
      'Degrees the table is turned clockwise on the floor plan; empty means 0. At 0 a rectangle or head table runs from left to right and a head table faces down the drawing.',
    examples: ['90', ''],
  },
  {
    name: 'length',
    aliases: ['אורך', 'קוטר', 'diameter', 'length (m)'],
    type: 'number',
    required: false,
    nullable: true,
    minimum: ROOM_LIMITS.tableMinMetres,
    maximum: ROOM_LIMITS.tableMaxMetres,
    description: `The table's size in metres, ${ROOM_LIMITS.tableMinMetres}–${ROOM_LIMITS.tableMaxMetres}: the diameter of a round table, the long side of a rectangle (a banquet table) or head table. Empty: a size that fits its capacity.`,
    examples: ['1.8', '3.6'],
  },
  {
    name: 'width',
    aliases: ['רוחב', 'width (m)', 'depth'],
    type: 'number',
    required: false,
    nullable: true,
    minimum: ROOM_LIMITS.tableMinMetres,
    maximum: ROOM_LIMITS.tableMaxMetres,
    description: `The short side of a rectangle or head table in metres, ${ROOM_LIMITS.tableMinMetres}–${ROOM_LIMITS.tableMaxMetres}; a round table ignores it. Empty: 0.9.`,
    examples: ['0.9', ''],
  },
  {
    name: 'reserved_for',
    aliases: ['שמור עבור', 'שמור ל', 'שמור', 'reserved', 'reserved for', 'kept for'],
    type: 'string',
    required: false,
    nullable: true,
    description: `Bookings or group paths (written as in the guests file's group column), separated by "${WISH_SEPARATOR}", that the table is kept for: only they may sit at it, a hard rule, however many seats are free elsewhere; a group means every booking of it and its sub-groups. The table may stay empty, and those it is kept for may sit elsewhere unless pinned. Empty: anyone may sit at it. A name that is no booking and no group is an error; so is a booking pinned to a table reserved for others.`,
    examples: ['Dana & Noam', 'Wedding party; Bride/Family/Parents'],
  },
] as const satisfies readonly CsvColumnSpec[];

export type TableColumnName = (typeof TABLE_COLUMNS)[number]['name'];

export interface TableAttributeSpec {
  readonly member: string;
  /** The merge field (one line of the review, one unit a merge takes); null: the table's identity. */
  readonly field: TableMergeField | null;
  /** Translation key of the attribute's name in words (locales/*.json). */
  readonly label: string;
}

/** The table fields a merge knows by name, in the review's order; `position` gathers the floor-plan columns. */
export const TABLE_MERGE_FIELDS = ['capacity', 'shape', 'tags', 'reservedFor', 'position'] as const;
export type TableMergeField = (typeof TABLE_MERGE_FIELDS)[number];

/** Every tables column as a table's attribute: one entry each, so an attribute not wired fails to compile. */
export const TABLE_ATTRIBUTES = {
  name: { member: 'name', field: null, label: 'attribute.table.name' },
  capacity: { member: 'capacity', field: 'capacity', label: 'attribute.table.capacity' },
  shape: { member: 'shape', field: 'shape', label: 'attribute.table.shape' },
  tags: { member: 'tags', field: 'tags', label: 'attribute.table.tags' },
  x: { member: 'x', field: 'position', label: 'attribute.table.x' },
  y: { member: 'y', field: 'position', label: 'attribute.table.y' },
  rotation: { member: 'rotation', field: 'position', label: 'attribute.table.rotation' },
  length: { member: 'length', field: 'position', label: 'attribute.table.length' },
  width: { member: 'width', field: 'position', label: 'attribute.table.width' },
  reserved_for: { member: 'reservedFor', field: 'reservedFor', label: 'attribute.table.reserved_for' },
} as const satisfies Record<TableColumnName, TableAttributeSpec>;

export type TableMember = (typeof TABLE_ATTRIBUTES)[TableColumnName]['member'];

/** Translation key of a table merge field's name in words: its attribute's, or the name of what it gathers. */
export function tableFieldLabel(field: TableMergeField): string {
  if (field === 'position') return 'attribute.field.position';
  const column = (Object.keys(TABLE_ATTRIBUTES) as TableColumnName[]).find((name) => TABLE_ATTRIBUTES[name].field === field)!;
  return TABLE_ATTRIBUTES[column].label;
}
