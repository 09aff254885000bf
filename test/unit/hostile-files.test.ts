/**
 * Workbook bombs and find-my-seat bombs against the readers the app and the command line share: every
 * entry of a workbook counts toward the published limits before anything is unpacked, an entry whose
 * directory lies stops at its limit while it unpacks, and a link stops unpacking at what one link carries.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { CSV_FILES, LIMITS } from '../../src/contract/index.ts';
import { readGuestsFile } from '../../src/csv/guests.ts';
import { rawFromWorkbook } from '../../src/csv/read-input.ts';
import { formatIssue } from '../../src/i18n/format-issue.ts';
import { createI18n } from '../../src/i18n/i18n.ts';
import { decodeFindSeat, encodeFindSeat } from '../../src/model/find-seat-link.ts';
import { readWorkbook } from '../../src/spreadsheet/workbook-read.ts';
import { eventFileText, eventFileTextOf, readEventFile } from '../../src/state/event-file.ts';
import { emptyContent } from '../../src/model/event-content.ts';
import { findSeatBombFragment, MiB, OVER, workbookWithLyingSheet, workbookWithPictures } from '../fixtures/hostile/bombs.ts';
import { cliFromSource } from './cli-source.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'seating-bombs-'));
after(() => rmSync(work, { recursive: true, force: true }));
const i18n = createI18n('en');
const t = (key: string, params?: Record<string, unknown>) => i18n.t(key, params);

/** The message the planner reads for a workbook given as the guests file. */
async function refusalOf(bytes: Uint8Array, fileName: string): Promise<string> {
  const file = readGuestsFile(rawFromWorkbook(await readWorkbook(bytes), { file: 'guests', spec: CSV_FILES.guests }, fileName), fileName);
  assert.equal(file.records.length, 0, 'nothing is imported');
  assert.equal(file.issues.length, 1);
  return formatIssue(file.issues[0]!, t);
}

describe('workbook bombs', () => {
  it('a picture that unpacks past the entry limit is refused from the directory, naming the file and the limit', async () => {
    const bomb = await workbookWithPictures(OVER.entry);
    assert.ok(bomb.length < MiB, `a small file (${bomb.length} bytes)`);
    const read = await readWorkbook(bomb);
    assert.deepEqual(read, {
      failure: 'too_large',
      found: OVER.entry,
      max: LIMITS.max_workbook_entry_bytes,
      limit: 'max_workbook_entry_bytes',
    });
    const message = await refusalOf(bomb, 'guests.xlsx');
    assert.match(message, /guests\.xlsx/);
    assert.match(message, /max_workbook_entry_bytes/);
  });

  it('pictures that together unpack past the total limit are refused, each within the entry limit', async () => {
    const each = LIMITS.max_workbook_entry_bytes / 2;
    const pictures = Math.ceil(LIMITS.max_workbook_unpacked_bytes / each) + 1;
    const read = await readWorkbook(await workbookWithPictures(each, pictures));
    assert.ok('failure' in read && read.failure === 'too_large', JSON.stringify(read));
    assert.equal(read.limit, 'max_workbook_unpacked_bytes');
    assert.equal(read.max, LIMITS.max_workbook_unpacked_bytes);
  });

  it('a sheet whose directory says it is small stops unpacking at the entry limit', async () => {
    const read = await readWorkbook(await workbookWithLyingSheet(OVER.entry));
    assert.ok('failure' in read && read.failure === 'too_large', JSON.stringify(read));
    assert.equal(read.limit, 'max_workbook_entry_bytes');
  });

  it('a workbook with a picture within the limits still reads', async () => {
    const read = await readWorkbook(await workbookWithPictures(MiB));
    assert.ok('sheets' in read, JSON.stringify(read));
    assert.deepEqual(
      read.sheets[0]!.rows.map((row) => row.cells),
      [
        ['name', 'size'],
        ['Dana', '2'],
        ['Ruth', '1'],
      ],
    );
  });

  it('the command line refuses both bombs with the same words, exit 1', async () => {
    const tables = join(work, 't.csv');
    writeFileSync(tables, 'name,capacity\nT1,8\n');
    for (const [name, bomb] of [
      ['pictures.xlsx', await workbookWithPictures(OVER.entry)],
      ['lying.xlsx', await workbookWithLyingSheet(OVER.entry)],
    ] as const) {
      const path = join(work, name);
      writeFileSync(path, bomb);
      const answer = spawnSync(process.execPath, [...cliFromSource(), 'check', path, tables], {
        cwd: root,
        encoding: 'utf8',
        timeout: 60_000,
      });
      assert.equal(answer.status, 1, answer.stderr);
      assert.match(answer.stderr, /unpacks to more than 33,554,432 bytes \(max_workbook_entry_bytes\)/, name);
    }
  });
});

describe('find-my-seat bombs', () => {
  it('a link that unpacks past what one link carries is refused as too large, not damaged', async () => {
    const fragment = findSeatBombFragment(OVER.link);
    assert.ok(fragment.length < OVER.link / 50, 'a short link');
    const decoded = await decodeFindSeat(fragment);
    assert.equal(decoded.ok ? 'read' : decoded.problem, 'tooLarge');
  });

  it('a link of a large event within the cap still opens', async () => {
    const people = Array.from({ length: 400 }, (_, i) => `Guest number ${i}`);
    const data = {
      event: 'Gala',
      firstTable: 1,
      tableCount: 40,
      tables: Array.from({ length: 40 }, (_, i) => ({ name: `Table ${i + 1}`, people: people.slice(i * 10, i * 10 + 10) })),
    };
    const decoded = await decodeFindSeat(await encodeFindSeat(data));
    assert.ok(decoded.ok);
    assert.equal(decoded.data.tables.flatMap((table) => table.people).length, 400);
  });
});

describe('.seating files', () => {
  const withNotes = (notes: string) =>
    eventFileText(
      { id: 'evt-big', name: 'Big' },
      { ...emptyContent('evt-big'), guests: [{ name: 'Dana', size: 1, group: [], strength: null, avoid: [], table: null, notes }] },
      new Date('2026-11-28T10:00:00Z'),
    );

  it('a file over max_event_file_bytes (a huge notes field) is refused before it is parsed, and says why', () => {
    const reading = readEventFile(withNotes('x'.repeat(LIMITS.max_event_file_bytes)), 'big.seating', []);
    if (reading.kind !== 'refused') assert.fail(`refused, not read as ${reading.kind}`);
    assert.equal(reading.reason, 'tooLarge');
    const [issue] = reading.issues;
    assert.ok(issue);
    assert.match(t(issue.key, issue.params), /16,777,216 bytes accepted \(max_event_file_bytes\)/);
    // The same event with short notes opens.
    assert.equal(readEventFile(withNotes('Near the door'), 'small.seating', []).kind, 'new-event');
  });

  it('the app reads a picked file no further than the limit and one byte', async () => {
    const text = await eventFileTextOf(new Blob([withNotes('x'.repeat(3 * LIMITS.max_event_file_bytes))]));
    assert.equal(text.length, LIMITS.max_event_file_bytes + 1);
    assert.equal(readEventFile(text, 'big.seating', []).kind, 'refused');
  });
});
