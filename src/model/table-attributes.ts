/**
 * How each tables column (src/contract/table-columns.ts, TABLE_ATTRIBUTES) is written, compared and
 * shown from a table record: one entry per column, so a column added without one fails to compile.
 */
import { TABLE_ATTRIBUTES, TABLE_COLUMNS, TABLE_MERGE_FIELDS, type TableColumnName, type TableMergeField } from '../contract/index.ts';
import { joinList } from './list-text.ts';
import { nameKey } from './names.ts';
import type { TableRecord } from './records.ts';
import type { AttributeCodec } from './guest-attributes.ts';

/** A number as the tables file reads it: a point before at most two decimals, no exponent; empty when absent. */
const numberText = (value: number | undefined): string => (value === undefined ? '' : String(Math.round(value * 100) / 100 || 0));
const listKey = (items: readonly string[] | undefined) => [...(items ?? []).map(nameKey)].sort().join('\u0000');

const place = (member: 'x' | 'y' | 'rotation' | 'length' | 'width'): AttributeCodec<TableRecord> => ({
  write: (t) => numberText(t[member]),
  compare: (t) => JSON.stringify(t[member] ?? null),
  text: (t) => (t[member] === undefined ? '' : `${member} ${numberText(t[member])}`),
});

const list = (member: 'tags' | 'reservedFor'): AttributeCodec<TableRecord> => ({
  write: (t) => joinList(t[member] ?? []),
  compare: (t) => listKey(t[member]),
  text: (t) => joinList(t[member] ?? []),
});

export const TABLE_CODECS: Record<TableColumnName, AttributeCodec<TableRecord>> = {
  name: { write: (t) => t.name, compare: (t) => nameKey(t.name), text: (t) => t.name },
  capacity: { write: (t) => String(t.capacity), compare: (t) => String(t.capacity), text: (t) => String(t.capacity) },
  shape: { write: (t) => t.shape ?? '', compare: (t) => t.shape ?? 'round', text: (t) => t.shape ?? 'round' },
  tags: list('tags'),
  x: place('x'),
  y: place('y'),
  rotation: place('rotation'),
  length: place('length'),
  width: place('width'),
  reserved_for: list('reservedFor'),
};

/** The columns of each merge field, in the columns' order. */
const TABLE_FIELD_COLUMNS = Object.fromEntries(
  TABLE_MERGE_FIELDS.map((field) => [field, TABLE_COLUMNS.map((c) => c.name).filter((name) => TABLE_ATTRIBUTES[name].field === field)]),
) as Record<TableMergeField, TableColumnName[]>;

/** Record members a merge field covers. */
export const tableFieldMembers = (field: TableMergeField): (keyof TableRecord)[] =>
  TABLE_FIELD_COLUMNS[field].map((column) => TABLE_ATTRIBUTES[column].member);

export const tableFieldValue = (field: TableMergeField, t: TableRecord): string =>
  TABLE_FIELD_COLUMNS[field].map((column) => TABLE_CODECS[column].compare(t)).join('|');

export const tableFieldText = (field: TableMergeField, t: TableRecord): string =>
  TABLE_FIELD_COLUMNS[field]
    .map((column) => TABLE_CODECS[column].text(t))
    .filter((text) => text !== '')
    .join(', ');
