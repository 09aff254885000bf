/** The tables file written by the planner reads back as the same tables: positions, turns, sizes, tags and names. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TABLE_COLUMNS } from '../../src/contract/index.ts';
import { readTablesFile, writeTablesCsv } from '../../src/csv/index.ts';
import { formatIssue } from '../../src/i18n/format-issue.ts';
import type { TableRecord } from '../../src/model/records.ts';
import { roomPlan } from '../../src/model/room-layout.ts';
import { tablesCsv } from '../../src/state/export.ts';
import type { EventContent } from '../../src/model/event-content.ts';
import { translator } from '../support/print-example.ts';
import { utf8, where } from './csv-helpers.ts';

const TABLES: TableRecord[] = [
  {
    name: 'Head table',
    capacity: 8,
    shape: 'head',
    tags: ['accessible', 'near dance floor'],
    x: 12.5,
    y: 3,
    rotation: 0,
    length: 4.8,
    width: 0.8,
  },
  { name: 'שולחן 1', capacity: 10, tags: ['נגיש', 'ליד היציאה'], x: 4.25, y: 9.75, length: 1.6 },
  { name: '=SUM(A1)', capacity: 12, shape: 'rectangle', x: 20, y: 14.5, rotation: -90, length: 3.6, width: 1.1 },
  { name: '+Kids', capacity: 6, shape: 'round', rotation: 45.5 },
  { name: 'Table 5', capacity: 4 },
];

describe('writeTablesCsv', () => {
  it('writes the published columns in order, numbers with a point, empty cells for what a table lacks', () => {
    const lines = writeTablesCsv(TABLES)
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    assert.equal(lines[0], TABLE_COLUMNS.map((c) => c.name).join(','));
    assert.equal(lines[1], 'Head table,8,head,accessible; near dance floor,12.5,3,0,4.8,0.8,');
    // The formula guard, as the seating export writes it: an apostrophe, and quotes around the cell.
    assert.equal(lines[3], `"'=SUM(A1)",12,rectangle,,20,14.5,"'-90",3.6,1.1,`);
    assert.equal(lines[5], 'Table 5,4,,,,,,,,');
  });

  it('reads back as the same records: positions, rotations, sizes, tags, Hebrew names and a name starting with "="', () => {
    const file = readTablesFile(utf8(writeTablesCsv(TABLES)), 'tables.csv');
    assert.deepEqual(file.issues, []);
    assert.deepEqual(file.records, TABLES);
  });

  it('keeps at most two decimals', () => {
    const file = readTablesFile(utf8(writeTablesCsv([{ name: 'T', capacity: 4, x: 1.23456, y: 2.005, rotation: 359.999 }])));
    assert.deepEqual(file.records, [{ name: 'T', capacity: 4, x: 1.23, y: 2.01, rotation: 360 }]);
  });

  it("writes an automatic room's tables where the floor plan draws them, so they read back in the same places", () => {
    const content = { tables: [TABLES[3]!, TABLES[4]!], guests: [], seating: {} } as unknown as EventContent;
    const records = readTablesFile(utf8(tablesCsv(content))).records;
    const drawn = roomPlan(content.tables, undefined).tables;
    assert.deepEqual(
      records.map((r) => [r.x, r.y, r.rotation]),
      drawn.map((t) => [t.x, t.y, t.rotation]),
    );
    assert.ok(records.every((r) => r.x! > 0 && r.y! > 0));
  });
});

describe('readTablesFile: the floor-plan columns', () => {
  it('keeps x, y, rotation, length and width, in any order, with a comma for decimals', () => {
    const file = readTablesFile(utf8('name,rotation,capacity,y,x,width,length,shape\nA,90,10,"7,5",3.25,1,2.4,rectangle\n'));
    assert.deepEqual(file.issues, []);
    assert.deepEqual(file.records, [{ name: 'A', capacity: 10, shape: 'rectangle', x: 3.25, y: 7.5, rotation: 90, length: 2.4, width: 1 }]);
  });

  it('names the line and column of each bad value, with a clear message', () => {
    const text = [
      'name,capacity,x,y,rotation,length,width',
      'A,10,left,2,,,',
      'B,10,3,,,,',
      'C,10,1,1,400,,',
      'D,10,1,1,,0.1,',
      'E,10,600,1,,,',
    ].join('\n');
    const file = readTablesFile(utf8(text), 'tables.csv');
    const found = where(file.issues);
    for (const expected of [
      'not_number@2:x',
      'position_incomplete@3:y',
      'measure_out_of_range@4:rotation',
      'measure_out_of_range@5:length',
      'measure_out_of_range@6:x',
    ])
      assert.ok(found.includes(expected), `${expected} in ${found.join(', ')}`);
    assert.equal(found.filter((f) => f.endsWith('@2:x') || f.endsWith('@2:y')).length, 1, 'an unreadable x is told once');
    assert.ok(file.issues.every((issue) => issue.severity === 'error'));
    const en = translator('en');
    const messages = file.issues.map((issue) => formatIssue(issue, en)).join('\n');
    assert.match(messages, /tables\.csv, line 2, column “x”: “left” is not a number/);
    assert.match(messages, /line 3, column “y”: The y position is missing/);
    assert.match(messages, /line 4, column “rotation”: 400 is out of range\. Enter a number from -360 to 360/);
  });
});
