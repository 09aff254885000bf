/** `merge BASE OURS THEIRS` as a user runs it: the merged file, every clash with both values, and the exit status. */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { readGuestsFile } from '../../src/csv/guests.ts';
import { readTablesFile } from '../../src/csv/tables.ts';
import { cliFromSource } from './cli-source.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const fixture = (name: string) => `test/fixtures/merge/${name}`;
const work = mkdtempSync(join(tmpdir(), 'seating-merge-'));
after(() => rmSync(work, { recursive: true, force: true }));

function run(...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [...cliFromSource(), ...args], { cwd: root, encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const guests = (path: string) => new Map(readGuestsFile(readFileSync(path), path).records.map((g) => [g.name, g]));
const GUEST_FILES = ['base-guests.csv', 'ours-guests.csv', 'theirs-guests.csv'].map(fixture);

describe('merge BASE OURS THEIRS', () => {
  it('finds each of two David Cohens by group when THEIRS lists them in another order, without ids', () => {
    const write = (name: string, rows: string[]) => {
      const path = join(work, name);
      writeFileSync(path, ['name,size,group', ...rows, 'Shira,1,Bride/Friends', ''].join('\n'));
      return path;
    };
    const ours = write('ids-ours.csv', ['David Cohen,2,Bride/Family', 'David Cohen,1,Groom/Work']);
    const theirs = write('ids-theirs.csv', ['David Cohen,1,Groom/Work', 'David Cohen,3,Bride/Family']);
    const out = join(work, 'ids-merged.csv');
    const result = run('merge', ours, ours, theirs, '--out', out);
    assert.equal(result.status, 0, result.stderr);
    assert.doesNotMatch(result.stderr, /^Clash:/m);
    const merged = readGuestsFile(readFileSync(out), out).records.map((g) => [g.name, g.group.join('/'), g.size]);
    assert.deepEqual(merged, [
      ['David Cohen', 'Bride/Family', 3],
      ['David Cohen', 'Groom/Work', 1],
      ['Shira', 'Bride/Friends', 1],
    ]);
  });

  it("writes the merged guests file with the file's changes and ours kept, names the clash with both values, and exits 1", () => {
    const out = join(work, 'merged.csv');
    const result = run('merge', ...GUEST_FILES, '--out', out);
    assert.equal(result.status, 1, result.stderr);
    assert.match(result.stderr, /Clash: booking "Cohen", size: ours 3, theirs 4 \(ours kept\)/);
    assert.equal(result.stderr.match(/^Clash:/gm)?.length, 1, result.stderr);
    const merged = guests(out);
    assert.deepEqual(merged.get('Greg Parker')?.avoid, ['Linda Parker']);
    assert.deepEqual(merged.get('Levi')?.needs, ['wheelchair']);
    assert.equal(merged.has('Katz'), false);
    assert.equal(merged.has('Hadad'), true);
    for (const gone of ['Dahan', 'Peretz', 'Biton', 'Friedman', 'Rosen']) assert.equal(merged.has(gone), false, gone);
    for (const come of ['Amsalem', 'Ben David', 'Golan']) assert.equal(merged.has(come), true, come);
    assert.equal(merged.get('Mizrahi')?.size, 5);
    assert.equal(merged.get('Cohen')?.size, 3);
  });

  it('with --prefer theirs takes the file value on a clash and exits 0; without --out the file goes to standard output', () => {
    const result = run('merge', ...GUEST_FILES, '--prefer', 'theirs');
    assert.equal(result.status, 0, result.stderr);
    assert.match(result.stderr, /Clash: booking "Cohen", size: ours 3, theirs 4 \(theirs taken\)/);
    const merged = new Map(readGuestsFile(new TextEncoder().encode(result.stdout), 'stdout').records.map((g) => [g.name, g]));
    assert.equal(merged.get('Cohen')?.size, 4);
    assert.deepEqual(merged.get('Greg Parker')?.avoid, ['Linda Parker']);
  });

  it('merges tables files the same way', () => {
    const out = join(work, 'tables.csv');
    const result = run('merge', fixture('base-tables.csv'), fixture('ours-tables.csv'), fixture('theirs-tables.csv'), '--out', out);
    assert.equal(result.status, 1, result.stderr);
    assert.match(result.stderr, /Clash: table "Table 2", seats: ours 12, theirs 11 \(ours kept\)/);
    const tables = new Map(readTablesFile(readFileSync(out), out).records.map((t) => [t.name, t]));
    assert.deepEqual(tables.get('Table 1')?.tags, ['accessible']);
    assert.equal(tables.get('Table 2')?.capacity, 12);
    assert.equal(tables.get('Table 3')?.shape, 'round');
    assert.equal(tables.get('Table 4')?.capacity, 6);
  });

  it("keeps the planner's columns: their headers, their order, first and last name split, Title and Email in place", () => {
    const header = 'Title,First Name,Last Name,Guest Of,Meal,Email';
    const write = (name: string, rows: string[]) => {
      const path = join(work, name);
      writeFileSync(path, [header, ...rows, ''].join('\n'));
      return path;
    };
    const rows = [
      'Mr,Yossi,Ben David,Groom,Meat,y@example.com',
      'Ms,Noa,Levi,Bride,Fish,noa@example.com',
      'Dr,David,Cohen,Bride,,d@example.com',
    ];
    const base = write('shape-base.csv', rows);
    const ours = write('shape-ours.csv', ['Mr,Yossi,Ben David,Groom,Vegan,y@example.com', ...rows.slice(1)]);
    const theirs = write('shape-theirs.csv', [
      rows[0]!,
      'Ms,Noa,Levi,Bride,Fish,noa@new.example.com',
      rows[2]!,
      'Mrs,Ruth,Bar,Groom,Fish,r@example.com',
    ]);
    const result = run('merge', base, ours, theirs);
    assert.equal(result.status, 0, result.stderr);
    assert.deepEqual(result.stdout.replace(/^\uFEFF/, '').split('\r\n'), [
      header,
      'Mr,Yossi,Ben David,Groom,Vegan,y@example.com',
      'Ms,Noa,Levi,Bride,Fish,noa@new.example.com',
      'Dr,David,Cohen,Bride,,d@example.com',
      'Mrs,Ruth,Bar,Groom,Fish,r@example.com',
      '',
    ]);
  });

  it("adds after the planner's columns a published column the merged bookings fill, and the columns THEIRS brought", () => {
    const write = (name: string, text: string) => {
      const path = join(work, name);
      writeFileSync(path, text);
      return path;
    };
    const base = write('grow-base.csv', 'Name,Group\nDana,Bride\n');
    const theirs = write('grow-theirs.csv', 'Name,Group,Notes,Phone\nDana,Bride,Vegan cake,555\n');
    const result = run('merge', base, base, theirs);
    assert.equal(result.status, 0, result.stderr);
    assert.deepEqual(
      result.stdout
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .slice(0, 2),
      ['Name,Group,notes,Phone', 'Dana,Bride,Vegan cake,555'],
    );
  });

  it('exits 0 when nothing clashes, and lists merge in --help', () => {
    const same = run('merge', fixture('base-guests.csv'), fixture('base-guests.csv'), fixture('theirs-guests.csv'));
    assert.equal(same.status, 0, same.stderr);
    assert.doesNotMatch(same.stderr, /Clash/);
    assert.match(run('--help').stdout, /merge BASE\.csv OURS\.csv THEIRS\.csv[\s\S]*--prefer ours\|theirs/);
  });

  it('refuses --prefer with another command or value', () => {
    assert.equal(run('merge', ...GUEST_FILES, '--prefer', 'mine').status, 2);
    assert.equal(run('check', fixture('base-guests.csv'), fixture('tables.csv'), '--prefer', 'theirs').status, 2);
  });
});
