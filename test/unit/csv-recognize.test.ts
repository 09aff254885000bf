/**
 * What a file is, told from its header: a column only one kind knows decides, a header both could
 * read (or neither) is not sure, and the seating export is known by its own columns, table first.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { recognizeHeader } from '../../src/csv/recognize.ts';

describe('recognizeHeader', () => {
  it('knows a tables file by its capacity, shape or tags, in either language', () => {
    assert.deepEqual(recognizeHeader(['name', 'capacity', 'shape']), { kind: 'tables', columns: ['capacity', 'shape'] });
    assert.equal(recognizeHeader(['שם', 'קיבולת']).kind, 'tables');
  });

  it('knows a guests file by a column only guests have', () => {
    assert.deepEqual(recognizeHeader(['Name', 'Size', 'Group', 'Avoid']), { kind: 'guests', columns: ['Group', 'Avoid'] });
    assert.equal(recognizeHeader(['שם', 'כמות']).kind, 'guests');
  });

  it('knows the seating file this app writes: only its columns, the table first', () => {
    assert.equal(recognizeHeader(['table', 'name', 'size', 'group', 'seat']).kind, 'seating');
    assert.equal(recognizeHeader(['name', 'size', 'group', 'table']).kind, 'guests', 'a guests file that pins tables');
  });

  it('is not sure when the columns fit both kinds, or neither, or both at once', () => {
    assert.equal(recognizeHeader(['name', 'size']).kind, null);
    assert.equal(recognizeHeader(['call the caterer']).kind, null);
    assert.equal(recognizeHeader(['name', 'group', 'capacity']).kind, null);
  });
});
