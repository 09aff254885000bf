import assert from 'node:assert/strict';
import { nameKey } from '../../src/model/names.ts';
import { describe, it } from 'node:test';
import { readGuestsFile } from '../../src/csv/guests.ts';
import { readSeatingFile } from '../../src/csv/seating-read.ts';
import { writeSeatingCsv } from '../../src/csv/seating-write.ts';
import { compileProblem } from '../../src/model/compile.ts';
import { UNSEATED } from '../../src/model/problem.ts';
import type { GuestRecord, TableRecord } from '../../src/model/records.ts';
import { utf8, where } from './csv-helpers.ts';

const guest = (name: string, group: string[] = [], size = 1, table: string | null = null): GuestRecord => ({
  name,
  size,
  group,
  strength: null,
  avoid: [],
  table,
});

describe('writeSeatingCsv', () => {
  it('writes tables in file order, then group path, then name, unseated last, with BOM and CRLF', () => {
    const guests = [
      guest('Zoe', ['Groom']),
      guest('Adam', ['Groom', 'Army']),
      guest('Bea', ['Bride', 'Family'], 2),
      guest('Carl', ['Bride']),
      guest('Nobody seats me', [], 3),
      guest('Amir'),
    ];
    const tables: TableRecord[] = [
      { name: 'Table 10', capacity: 8 },
      { name: 'Table 2', capacity: 8 },
    ];
    const { problem } = compileProblem(guests, tables);
    assert.ok(problem);
    const assignment = Int32Array.from([1, 1, 0, 0, UNSEATED, 1]);
    const csv = writeSeatingCsv(problem, assignment);
    assert.equal(
      csv,
      '\uFEFFtable,name,size,group\r\n' +
        'Table 10,Carl,1,Bride\r\n' +
        'Table 10,Bea,2,Bride / Family\r\n' +
        'Table 2,Amir,1,\r\n' +
        'Table 2,Zoe,1,Groom\r\n' +
        'Table 2,Adam,1,Groom / Army\r\n' +
        ',Nobody seats me,3,\r\n',
    );
  });

  it('quotes per RFC 4180 and guards cells a spreadsheet would run as formulas', () => {
    const guests = [guest('=HYPERLINK("x")', ['-Team']), guest('Levi, "Dana"\nand kids', ['Bride'], 2), guest('@home')];
    const { problem } = compileProblem(guests, [{ name: '+1 table', capacity: 9 }]);
    assert.ok(problem);
    const csv = writeSeatingCsv(problem, Int32Array.from([0, 0, 0]));
    assert.deepEqual(csv.slice(1).split('\r\n'), [
      'table,name,size,group',
      `"'+1 table","'@home",1,`,
      `"'+1 table","'=HYPERLINK(""x"")",1,"'-Team"`,
      // The line break of the name was white space: a name is written on one line.
      `"'+1 table","Levi, ""Dana"" and kids",2,Bride`,
      '',
    ]);
  });
});

/** Names and groups that break naive CSV handling or spreadsheets. */
const trickyGuests: GuestRecord[] = [
  guest('דנה ויוסי לוי', ['כלה', 'משפחה', 'בני דודים'], 2),
  guest('Levi, Dana', ['Bride', 'Family'], 3),
  guest('Moshe "Moshiko" Cohen', ['Groom']),
  guest('Line\nbreak family', ['Groom', 'Army'], 4),
  guest('=1+1', ['-Dashers']),
  guest('-Minus', ['+Plus', '@At'], 2),
  guest('+972 family'),
  guest('@handle', [], 5),
  guest('Left out', ['Bride'], 6),
];
const trickyTables: TableRecord[] = [
  { name: 'שולחן ראשי', capacity: 10 },
  { name: '=Table, "two"', capacity: 6 },
  { name: '-3', capacity: 12 },
];
const trickyAssignment = Int32Array.from([0, 0, 1, 2, 1, 2, 0, 2, UNSEATED]);
const tableNameOf = (t: number): string | null => (t === UNSEATED ? null : (trickyTables[t]?.name ?? null));

describe('seating export round trip', () => {
  const { problem } = compileProblem(trickyGuests, trickyTables);
  assert.ok(problem);
  const exported = utf8(writeSeatingCsv(problem, trickyAssignment));

  it('reads back as a guests file whose table column reproduces the arrangement', () => {
    const file = readGuestsFile(exported, 'seating.csv');
    assert.deepEqual(file.issues, []);
    assert.equal(file.hasTableColumn, true);
    const byName = new Map(file.records.map((r) => [nameKey(r.name), r]));
    trickyGuests.forEach((original, i) => {
      const back = byName.get(nameKey(original.name));
      assert.ok(back, `${original.name} is in the export`);
      assert.deepEqual([back.size, back.group, back.table], [original.size, original.group, tableNameOf(trickyAssignment[i] ?? UNSEATED)]);
    });
    const again = compileProblem(file.records, trickyTables);
    assert.ok(again.problem);
    const pinByName = new Map(again.problem.bookings.map((b) => [nameKey(b.name), b.pin]));
    assert.deepEqual(
      trickyGuests.map((g) => pinByName.get(nameKey(g.name))),
      [...trickyAssignment],
    );
  });

  it('reads back as a seating file against the same guests and tables', () => {
    const seating = readSeatingFile(exported, 'seating.csv', trickyGuests, trickyTables);
    assert.deepEqual(seating.issues, []);
    assert.deepEqual(seating.arrangement, [...trickyAssignment].map(tableNameOf));
  });
});

describe('readSeatingFile', () => {
  const guests = [guest('Ann', [], 2), guest('Bob', [], 3), guest('Cy', [], 1, 'T1'), guest('Dee'), guest('Eve')];
  const tables: TableRecord[] = [
    { name: 'T1', capacity: 4 },
    { name: 'T2', capacity: 4 },
  ];

  it('matches names and tables case-insensitively and keeps the tables file spelling', () => {
    const text = 'name,table\nann,t2\n BOB ,T1\nCy,t1\nDee,\nEve,T2\n';
    const file = readSeatingFile(utf8(text), undefined, guests, tables);
    assert.deepEqual(file.issues, []);
    assert.deepEqual(file.arrangement, ['T2', 'T1', 'T1', null, 'T2']);
  });

  it('reports every problem that would break a hard constraint, with line and column', () => {
    const text = [
      'table,name,size,group',
      'T1,Ann,2,', // 2
      'T1,Bob,3,', // 3: 5 guests at a table of 4
      'T2,Cy,1,', // 4: Cy is pinned to T1
      'T9,Dee,1,', // 5: unknown table
      'T2,Zed,1,', // 6: no such booking
      'T2,ann,2,', // 7: Ann again
    ].join('\r\n');
    const file = readSeatingFile(utf8(text), 'plan.csv', guests, tables);
    assert.deepEqual(where(file.issues), [
      'seating_missing_booking@-',
      'seating_over_capacity@3:table',
      'seating_pin_violated@4:table',
      'seating_unknown_table@5:table',
      'seating_unknown_booking@6:name',
      'seating_duplicate_booking@7:name',
    ]);
    assert.ok(file.issues.every((i) => i.severity === 'error' && i.file === 'seating' && i.fileName === 'plan.csv'));
    assert.deepEqual(file.issues[0]?.params, { name: 'Eve' });
    assert.deepEqual(file.issues[1]?.params, { table: 'T1', capacity: 4, seated: 5 });
    assert.deepEqual(file.issues[2]?.params, { name: 'Cy', pinned: 'T1' });
    assert.deepEqual(file.issues[5]?.params, { name: 'ann', firstLine: 2 });
  });

  it('needs the table and name columns', () => {
    const file = readSeatingFile(utf8('name,size\nAnn,2\n'), undefined, guests, tables);
    assert.deepEqual(where(file.issues), ['missing_column@1:table']);
    assert.deepEqual(file.arrangement, [null, null, null, null, null]);
  });
});

describe('the seat column and the wish columns', () => {
  const guests: GuestRecord[] = [
    {
      ...guest('Dana', ['Bride'], 2),
      people: [
        { name: 'Dana', meal: '' },
        { name: 'Avi', meal: '' },
      ],
      together: ['Ruth'],
      likes: ['quiet'],
    },
    { ...guest('Ruth', ['Bride']), prefer: ['Bride'], preferApart: ['Omer'] },
    { ...guest('Omer'), requires: ['accessible'] },
  ];
  const tables: TableRecord[] = [
    { name: 'Round', capacity: 4, tags: ['quiet'] },
    { name: 'Access', capacity: 3, tags: ['accessible'] },
  ];
  const { problem } = compileProblem(guests, tables);
  assert.ok(problem);
  const assignment = Int32Array.from([0, 0, 1]);
  const seats = [[4, 1], [2], [3]];

  it('writes the seats in people order and the wishes, and reads both back as they were', () => {
    const csv = writeSeatingCsv(problem, assignment, guests, seats);
    const [header, first] = csv.slice(1).split('\r\n');
    assert.equal(header, 'table,name,size,group,seat,guests,together,prefer,prefer_apart,requires,likes');
    assert.equal(first, 'Round,Dana,2,Bride,4; 1,Dana; Avi,Ruth,,,,quiet');
    const seating = readSeatingFile(utf8(csv), 'seating.csv', guests, tables);
    assert.deepEqual(seating.issues, []);
    assert.deepEqual(seating.seats, seats);
    const again = readGuestsFile(utf8(csv), 'seating.csv');
    assert.deepEqual(
      again.records.map((g) => [g.together, g.prefer, g.preferApart, g.requires, g.likes]),
      guests.map((g) => [g.together, g.prefer, g.preferApart, g.requires, g.likes]),
    );
  });

  it('has no seat column without seats, and reads a file without one as having no seat order', () => {
    const csv = writeSeatingCsv(problem, assignment, guests);
    assert.ok(!csv.split('\r\n')[0]!.includes('seat'));
    assert.equal(readSeatingFile(utf8(csv), 'seating.csv', guests, tables).seats, null);
  });

  for (const [cell, why] of [
    ['1; x', 'not a number'],
    ['1; 5', 'beyond the capacity'],
    ['2; 1', 'taken by Ruth'],
    ['1', 'one seat for two guests'],
  ] as const) {
    it(`reports seats that are ${why} on the booking's row and gives no seats for it`, () => {
      const text = `table,name,size,seat\nRound,Ruth,1,2\nRound,Dana,2,${cell}\nAccess,Omer,1,1\n`;
      const file = readSeatingFile(utf8(text), 'seating.csv', guests, tables);
      assert.deepEqual(
        file.issues.map((i) => [i.code, i.line, i.column, i.params['name']]),
        [['seating_seat_invalid', 3, 'seat', 'Dana']],
      );
      assert.deepEqual(file.seats![0], []);
      assert.deepEqual(file.seats![1], [2]);
    });
  }

  it('names a broken together wish and an unmet requirement on their rows', () => {
    const text = 'table,name,size\nRound,Dana,2\nAccess,Ruth,1\nRound,Omer,1\n';
    const file = readSeatingFile(utf8(text), 'seating.csv', guests, tables);
    assert.deepEqual(
      file.issues.map((i) => [i.code, i.line, i.params]),
      [
        ['seating_together_broken', 2, { name: 'Dana', table: '“Round”', partner: 'Ruth', partnerTable: '“Access”' }],
        ['seating_requirement_unmet', 4, { name: 'Omer', table: 'Round', tags: 'accessible' }],
      ],
    );
  });
});
