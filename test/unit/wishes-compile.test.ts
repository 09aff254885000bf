import assert from 'node:assert/strict';
import { test } from 'node:test';
import en from '../../locales/en.json' with { type: 'json' };
import { readGuestsFile, readTablesFile } from '../../src/csv/index.ts';
import { formatIssue } from '../../src/i18n/format-issue.ts';
import { compileProblem } from '../../src/model/compile.ts';
import { utf8 } from './csv-helpers.ts';

const guestsCsv = [
  'name,size,group,together,prefer,prefer_apart,avoid,requires,likes',
  'Dana,2,Bride/Family,Avi,,,,,quiet',
  'Avi,2,Bride/Family,,Groom/College,,,,',
  'Noa,3,Groom/College,,,Eli,,accessible,',
  'Eli,1,Groom/College,,,,,,',
].join('\n');
const tablesCsv = 'name,capacity,shape,tags\nT1,4,round,accessible\nT2,6,head,quiet; near exit\n';

const t = (key: string, params: Record<string, string | number> = {}) => {
  const template = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en) as string;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
};

test('the guests and tables files read wishes, tags and shapes', () => {
  const guests = readGuestsFile(utf8(guestsCsv));
  const tables = readTablesFile(utf8(tablesCsv));
  assert.deepEqual(guests.issues, []);
  assert.deepEqual(guests.records[0]?.together, ['Avi']);
  assert.deepEqual(guests.records[1]?.prefer, ['Groom/College']);
  assert.deepEqual(guests.records[2]?.preferApart, ['Eli']);
  assert.deepEqual(
    tables.records.map((r) => [r.shape, r.tags]),
    [
      ['round', ['accessible']],
      ['head', ['quiet', 'near exit']],
    ],
  );
  const { problem, issues } = compileProblem(guests.records, tables.records);
  assert.deepEqual(issues, []);
  assert.ok(problem);
  assert.deepEqual(problem.tags, ['accessible', 'quiet', 'near exit']);
  assert.deepEqual(
    problem.wishes?.map((w) => [w.kind, w.from, w.toBooking, w.toGroup]),
    [
      ['together', 0, 1, -1],
      ['prefer', 1, -1, problem.groups.findIndex((g) => g.path.join('/') === 'Groom/College')],
      ['prefer_apart', 2, 3, -1],
    ],
  );
});

test('a shape that is not round, rectangle or head is refused on its row', () => {
  const [issue] = readTablesFile(utf8('name,capacity,shape\nT1,4,oval\n')).issues;
  assert.equal(issue?.code, 'table_shape_unknown');
  assert.equal(issue.line, 2);
});

test('a wish naming no booking or group, and a required tag no table has, are errors on their cells', () => {
  const guests = readGuestsFile(utf8('name,together,requires\nDana,Nobody,\nAvi,,stage\n')).records;
  const { problem, issues } = compileProblem(guests, readTablesFile(utf8(tablesCsv)).records);
  assert.equal(problem, null);
  assert.deepEqual(
    issues.map((i) => [i.code, i.line, i.column]),
    [
      ['wish_unknown', 2, 'together'],
      ['requires_unknown_tag', 3, 'requires'],
    ],
  );
});

test('hard rules that cannot all hold are refused before solving, naming the fewest rules that conflict', () => {
  // Dana + Avi + Noa must share a table (7 guests), but Noa requires the accessible table of 4 seats.
  const guests = readGuestsFile(utf8('name,size,together,requires\nDana,2,Avi,\nAvi,2,Noa,\nNoa,3,,accessible\nEli,1,,\n')).records;
  const { problem, issues } = compileProblem(guests, readTablesFile(utf8(tablesCsv)).records);
  assert.equal(problem, null);
  const conflict = issues.find((i) => i.code === 'hard_rules_conflict');
  assert.ok(conflict?.rules);
  // Either 7 guests exceed every table, or Avi + Noa (5) exceed the accessible one: each set is minimal.
  const kinds = conflict.rules.map((r) => `${r.kind}:${String(r.params['name'])}`).sort();
  assert.ok(
    JSON.stringify(kinds) === JSON.stringify(['requires:Noa', 'together:Avi']) ||
      JSON.stringify(kinds) === JSON.stringify(['together:Avi', 'together:Dana']),
    JSON.stringify(kinds),
  );
  const sentence = formatIssue(conflict, t);
  assert.match(sentence, /cannot all hold/);
  assert.match(sentence, /“Avi” must sit with “Noa”/);
});

test('two bookings that avoid each other pinned to one table is a conflict', () => {
  const guests = readGuestsFile(utf8('name,table,avoid\nDana,T2,Avi\nAvi,T2,\n')).records;
  const { issues } = compileProblem(guests, readTablesFile(utf8(tablesCsv)).records);
  const conflict = issues.find((i) => i.code === 'hard_rules_conflict');
  assert.deepEqual(conflict?.rules?.map((r) => r.kind).sort(), ['avoid', 'pin', 'pin']);
});

test('two together units pinned to one table that they overfill between them is a conflict, though each fits alone', () => {
  // Dana and Avi (3) and Noa and Eli (4) must both sit at T2, which seats 6.
  const guests = readGuestsFile(utf8('name,size,table,together\nDana,1,T2,Avi\nAvi,2,,\nNoa,1,T2,Eli\nEli,3,,\n')).records;
  const { problem, issues } = compileProblem(guests, readTablesFile(utf8(tablesCsv)).records);
  assert.equal(problem, null);
  const conflict = issues.find((i) => i.code === 'hard_rules_conflict');
  assert.deepEqual(conflict?.rules?.map((r) => `${r.kind}:${String(r.params['name'])}`).sort(), [
    'pin:Dana',
    'pin:Noa',
    'together:Dana',
    'together:Noa',
  ]);
});
