import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CSV_FILES, FIELD_RULES, LIMITS } from '../../src/contract/index.ts';
import { readTablesFile } from '../../src/csv/tables.ts';
import { utf8, where } from './csv-helpers.ts';

describe('readTablesFile', () => {
  it('reads names and capacities in file order, with Hebrew headers', () => {
    const file = readTablesFile(utf8('\uFEFFמקומות,שם,הערה\r\n12,שולחן ראשי,ליד הבמה\r\n10, Table 2 ,\r\n'), 'tables.csv');
    assert.deepEqual(file.issues, []);
    assert.deepEqual(file.records, [
      { name: 'שולחן ראשי', capacity: 12 },
      { name: 'Table 2', capacity: 10 },
    ]);
    assert.deepEqual(file.lines, [2, 3]);
  });

  it('reports every bad row at once, with line and column', () => {
    const text = [
      'name,capacity',
      'T1,10',
      'T2,',
      'T3,ten',
      't1,8',
      ',5',
      'T5,0',
      `T6,${FIELD_RULES.tableCapacityMax + 1}`,
      `${'x'.repeat(101)},4`,
    ].join('\n');
    const file = readTablesFile(utf8(text), 'tables.csv');
    assert.deepEqual(where(file.issues), [
      'value_missing@3:capacity',
      'not_integer@4:capacity',
      'duplicate_name@5:name',
      'name_empty@6:name',
      'out_of_range@7:capacity',
      'out_of_range@8:capacity',
      'name_too_long@9:name',
    ]);
    assert.ok(file.issues.every((i) => i.severity === 'error' && i.file === 'tables' && i.fileName === 'tables.csv'));
    assert.deepEqual(file.issues[4]?.params, { value: '0', min: FIELD_RULES.tableCapacityMin, max: FIELD_RULES.tableCapacityMax });
  });

  it('needs both columns', () => {
    assert.deepEqual(where(readTablesFile(utf8('name\nT1\n')).issues), ['missing_column@1:capacity']);
    assert.deepEqual(where(readTablesFile(utf8('label,number\nT1,4\n')).issues), ['missing_column@1:name', 'missing_column@1:capacity']);
  });

  it('refuses more tables than the limit before parsing', () => {
    const rows = Array.from({ length: LIMITS.max_tables + 1 }, (_, i) => `T${i},x`);
    const file = readTablesFile(utf8(`name,capacity\n${rows.join('\n')}`));
    assert.deepEqual(where(file.issues), ['too_many_rows@-']);
    assert.deepEqual(file.issues[0]?.params, { limit: 'max_tables', max: LIMITS.max_tables, found: LIMITS.max_tables + 1 });
  });

  it('refuses a file over its byte limit', () => {
    const file = readTablesFile(new Uint8Array(CSV_FILES.tables.maxBytes + 1).fill(0x20));
    assert.deepEqual(where(file.issues), ['file_too_large@-']);
    assert.equal(file.issues[0]?.params['found'], CSV_FILES.tables.maxBytes + 1);
  });
});
