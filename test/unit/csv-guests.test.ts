import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LIMITS } from '../../src/contract/index.ts';
import { readGuestsFile } from '../../src/csv/guests.ts';
import { utf8, where } from './csv-helpers.ts';

describe('readGuestsFile', () => {
  it('reads every column, in any order, with a byte order mark, CRLF and an unknown column', () => {
    const text =
      '\uFEFF Phone ,AVOID,Table,Strength,Group,Size,Name\r\n' +
      '054-1234567,Uncle Moshe; Old boss ,Head table,3,Bride / Family > Cousins,2,Dana & Yossi\r\n' +
      ',,,,,,Grandma Ruth\r\n';
    const file = readGuestsFile(utf8(text), 'guests.csv');
    assert.deepEqual(file.issues, []);
    assert.equal(file.hasTableColumn, true);
    assert.deepEqual(file.lines, [2, 3]);
    assert.deepEqual(file.records, [
      {
        name: 'Dana & Yossi',
        size: 2,
        group: ['Bride', 'Family', 'Cousins'],
        strength: 3,
        avoid: ['Uncle Moshe', 'Old boss'],
        table: 'Head table',
        extra: { Phone: '054-1234567' },
      },
      { name: 'Grandma Ruth', size: 1, group: [], strength: null, avoid: [], table: null },
    ]);
  });

  it('accepts the Hebrew headers', () => {
    const text = 'שם,כמות,קבוצה,חוזק,להרחיק,שולחן\nדנה ויוסי,2,כלה/משפחה,4,משה,שולחן 1\nמשה,1,,,,\n';
    const file = readGuestsFile(utf8(text));
    assert.deepEqual(file.issues, []);
    assert.deepEqual(file.records[0], {
      name: 'דנה ויוסי',
      size: 2,
      group: ['כלה', 'משפחה'],
      strength: 4,
      avoid: ['משה'],
      table: 'שולחן 1',
    });
    assert.equal(file.headers['size'], 'כמות');
  });

  it('ignores the invisible direction marks Hebrew spreadsheets leave in headers and names', () => {
    const file = readGuestsFile(utf8('\u200fשם\u200f,\u200fלהרחיק\nדנה\u200f,משה\nמשה,\n\u200fדנה,\n'));
    assert.deepEqual(file.headers, { name: 'שם', avoid: 'להרחיק' });
    assert.deepEqual(where(file.issues), ['name_repeated@4:שם']);
  });

  it('names columns as the file writes them in its messages, Hebrew included', () => {
    const file = readGuestsFile(utf8('שם,כמות\nדנה,שתיים\n'));
    assert.deepEqual(where(file.issues), ['not_integer@2:כמות']);
  });

  it('reads semicolon- and tab-separated files, even when avoid lists use semicolons', () => {
    const semicolon = readGuestsFile(utf8('name;avoid;size\nA;"B; C";2\nB;;1\nC;;1\n'));
    assert.deepEqual(semicolon.issues, []);
    assert.deepEqual(
      semicolon.records.map((r) => [r.name, r.avoid, r.size]),
      [
        ['A', ['B', 'C'], 2],
        ['B', [], 1],
        ['C', [], 1],
      ],
    );
    const tab = readGuestsFile(utf8('name\tsize\tavoid\nA\t3\tB; C\nB\t1\t\nC\t1\t\n'));
    assert.deepEqual(tab.issues, []);
    assert.deepEqual(tab.records[0], { name: 'A', size: 3, group: [], strength: null, avoid: ['B', 'C'], table: null });
    const comma = readGuestsFile(utf8('name,avoid\nA,B; C\nB,\nC,\n'));
    assert.deepEqual(comma.records[0]?.avoid, ['B', 'C']);
  });

  it('follows an Excel "sep=" line and keeps the line numbers after it', () => {
    const file = readGuestsFile(utf8('sep=|\r\nname|size|avoid\r\nA, B and C|x|D; E\r\n'));
    assert.deepEqual(
      file.records.map((r) => [r.name, r.avoid]),
      [['A, B and C', ['D', 'E']]],
    );
    assert.deepEqual(where(file.issues), ['not_integer@3:size']);
  });

  it('reports real file lines past quoted multi-line cells and empty lines', () => {
    const text = 'name,size\n\n"Dana\nand\nYossi",2\n\n\nRuth,x\r\nMoshe,3\n';
    const file = readGuestsFile(utf8(text), 'g.csv');
    assert.deepEqual(file.lines, [3, 8, 9]);
    // A name is one line: the line breaks of a multi-line cell read as spaces.
    assert.equal(file.records[0]?.name, 'Dana and Yossi');
    assert.deepEqual(where(file.issues), ['not_integer@8:size']);
    assert.equal(file.issues[0]?.fileName, 'g.csv');
    assert.deepEqual(file.issues[0].params, { value: 'x' });
  });

  it('reports every problem of the file at once, with line and column', () => {
    const text = [
      'name,size,group,strength',
      'Dana,2,Family,3', // 2: fine
      ',1,,', // 3: empty name
      'dana ,1,,', // 4: the name of line 2 again (a warning)
      'Ruth,zero,,', // 5: not a whole number
      'Moshe,0,,', // 6: below 1
      'Rina,1,Family,11', // 7: strength above the maximum
      'Avi,1.5,Family,x', // 8: two bad numbers
      `${'N'.repeat(201)},1,,`, // 9: name too long
    ].join('\n');
    const file = readGuestsFile(utf8(text));
    assert.deepEqual(where(file.issues), [
      'name_empty@3:name',
      'name_repeated@4:name',
      'not_integer@5:size',
      'below_minimum@6:size',
      'out_of_range@7:strength',
      'not_integer@8:size',
      'not_integer@8:strength',
      'name_too_long@9:name',
    ]);
    assert.deepEqual(
      file.issues.filter((i) => i.severity === 'warning').map((i) => i.code),
      ['name_repeated'],
    );
    assert.deepEqual(file.issues[1]?.params, { name: 'dana', firstLine: 2 });
    assert.deepEqual(file.issues[4]?.params, { value: '11', min: 0, max: LIMITS.max_group_cohesion_strength });
    assert.deepEqual(file.issues[7]?.params, { length: 201, max: 200 });
  });

  it('accepts "+2" and "2.0" as whole numbers, and an empty size as 1', () => {
    const file = readGuestsFile(utf8('name,size\nA,+2\nB,2.0\nC,\n'));
    assert.deepEqual(file.issues, []);
    assert.deepEqual(
      file.records.map((r) => r.size),
      [2, 2, 1],
    );
  });

  it('refuses a file without a name column, pointing at the header line', () => {
    const file = readGuestsFile(utf8('\n\nwho,size\nDana,2\n'));
    assert.deepEqual(where(file.issues), ['missing_column@3:name']);
    assert.equal(file.issues[0]?.params['found'], '“who”, “size”');
    assert.match(String(file.issues[0].params['aliases']), /^שם, .*full name/);
    assert.deepEqual(file.records, []);
  });

  it('refuses a file that has the same column twice', () => {
    const file = readGuestsFile(utf8('name,size,שם\nA,1,B\n'));
    assert.deepEqual(where(file.issues), ['duplicate_column@1:שם']);
    assert.deepEqual(file.issues[0]?.params, { column: 'שם', first: 'name' });
  });

  it('reports unbalanced quotes on the line where the cell opens', () => {
    const file = readGuestsFile(utf8('name,size\nA,1\n"B,2\nC,3\n'));
    assert.ok(where(file.issues).includes('malformed_quotes@3'), where(file.issues).join());
  });

  it('refuses empty files and files with a header only', () => {
    assert.deepEqual(where(readGuestsFile(utf8('')).issues), ['empty_file@-']);
    assert.deepEqual(where(readGuestsFile(utf8('\r\n \n')).issues), ['empty_file@-']);
    assert.deepEqual(where(readGuestsFile(utf8('name,size\n\n')).issues), ['no_rows@-']);
  });

  it('refuses bytes that are not UTF-8, and reads UTF-16 with a byte order mark', () => {
    // "name\nדנה" in Windows-1255.
    const legacy = new Uint8Array([0x6e, 0x61, 0x6d, 0x65, 0x0a, 0xe3, 0xf0, 0xe4, 0x0a]);
    const file = readGuestsFile(legacy, 'old.csv');
    assert.deepEqual(where(file.issues), ['encoding@-']);
    assert.equal(file.issues[0]?.severity, 'error');
    assert.deepEqual(file.records, []);

    const text = 'name,size\nדנה,2\n';
    const utf16le = new Uint8Array(2 + text.length * 2);
    utf16le.set([0xff, 0xfe]);
    for (let i = 0; i < text.length; i++) {
      utf16le[2 + 2 * i] = text.charCodeAt(i) & 0xff;
      utf16le[3 + 2 * i] = text.charCodeAt(i) >> 8;
    }
    assert.deepEqual(
      readGuestsFile(utf16le).records.map((r) => [r.name, r.size]),
      [['דנה', 2]],
    );
  });

  it('refuses a file over the byte limit before reading it, naming the limit and the size found', () => {
    const bytes = new Uint8Array(LIMITS.max_guests_file_bytes + 1).fill(0x41);
    const file = readGuestsFile(bytes);
    assert.deepEqual(where(file.issues), ['file_too_large@-']);
    assert.deepEqual(file.issues[0]?.params, { limit: 'max_guests_file_bytes', max: LIMITS.max_guests_file_bytes, found: bytes.length });
  });

  it('refuses a file over the row limit before checking any row', () => {
    // Every row is bad; only the limit is reported, so no row was looked at.
    const rows = Array.from({ length: LIMITS.max_guest_rows + 1 }, () => ',0');
    const file = readGuestsFile(utf8(`name,size\n${rows.join('\n')}\n`));
    assert.deepEqual(where(file.issues), ['too_many_rows@-']);
    assert.deepEqual(file.issues[0]?.params, { limit: 'max_guest_rows', max: LIMITS.max_guest_rows, found: LIMITS.max_guest_rows + 1 });
  });

  it('still enforces the row limit when a stray quote hides rows from the quick count', () => {
    const rows = Array.from({ length: LIMITS.max_guest_rows + 1 }, (_, i) => (i === 0 ? 'The 5" screen team,1' : `Guest ${i},1`));
    const file = readGuestsFile(utf8(`name,size\n${rows.join('\n')}\n`));
    assert.deepEqual(where(file.issues), ['too_many_rows@-']);
    assert.equal(file.issues[0]?.params['found'], LIMITS.max_guest_rows + 1);
  });

  it('does not count quoted line breaks or empty lines towards the row limit', () => {
    const rows = Array.from({ length: LIMITS.max_guest_rows }, (_, i) => (i === 0 ? '"Multi\nline",1\n\n' : `Guest ${i},1`));
    const file = readGuestsFile(utf8(`name,size\n${rows.join('\n')}`));
    assert.deepEqual(file.issues, []);
    assert.equal(file.records.length, LIMITS.max_guest_rows);
  });

  it('reads the largest allowed file correctly', () => {
    const rows = Array.from(
      { length: LIMITS.max_guest_rows },
      (_, i) => `Guest ${i},${(i % 4) + 1},Side ${i % 2} / Family ${i % 50},${i % 3 === 0 ? 5 : ''},,`,
    );
    const file = readGuestsFile(utf8(`name,size,group,strength,avoid,table\r\n${rows.join('\r\n')}\r\n`));
    assert.deepEqual(file.issues, []);
    assert.equal(file.records.length, LIMITS.max_guest_rows);
    assert.equal(file.lines[file.lines.length - 1], LIMITS.max_guest_rows + 1);
    assert.deepEqual(file.records[9999], {
      name: 'Guest 9999',
      size: 4,
      group: ['Side 1', 'Family 49'],
      strength: 5,
      avoid: [],
      table: null,
    });
  });

  it('strips the apostrophe the export puts before formula characters', () => {
    const file = readGuestsFile(utf8("name,group\n\"'=1+2\",'-Team\n'+Plus,'@home\nIt's,\n"));
    assert.deepEqual(
      file.records.map((r) => [r.name, r.group]),
      [
        ['=1+2', ['-Team']],
        ['+Plus', ['@home']],
        ["It's", []],
      ],
    );
  });
});
