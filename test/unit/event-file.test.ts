/** Reading and writing `.seating` files: what a planner sees when a file opens, or why it does not. */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import Ajv2020 from 'ajv/dist/2020.js';
import { EVENT_FILE, EVENT_FILE_SCHEMA } from '../../src/contract/index.ts';
import { eventFileName, eventFileText, readEventFile, type EventFileReading } from '../../src/state/event-file.ts';
import { generateSite } from '../../src/site/generate.ts';
import { saveReminderDue } from '../../src/state/save-reminder.ts';
import { emptyContent, type EventContent } from '../../src/model/event-content.ts';
import { EVENT_FILE_VALIDATOR_PATH, eventFileValidatorSource } from '../../scripts/make-event-file-validator.ts';

const EVENT = { id: 'evt-1', name: 'Dana & Yoni' };

function content(): EventContent {
  return {
    ...emptyContent(EVENT.id),
    guests: [
      {
        name: 'Levi family',
        size: 4,
        group: ['Bride', 'Family'],
        strength: null,
        avoid: [],
        table: null,
        people: [{ name: 'Ruth', meal: 'Fish' }],
      },
      { name: 'Cohen', size: 2, group: [], strength: 3, avoid: ['Levi family'], table: 'Table 2', together: [], notes: 'Near the door' },
    ],
    tables: [
      { name: 'Table 1', capacity: 8, shape: 'round', x: 3, y: 4 },
      { name: 'Table 2', capacity: 6, tags: ['near exit'] },
    ],
    seating: { 'Levi family': 'Table 1', Cohen: 'Table 2' },
    lockedBookings: ['Cohen'],
    seats: { 'Levi family': [1, 2, 3, 4] },
    meals: [{ name: 'Fish', symbol: '●', colour: '#2f6f4e', forChildren: false }],
    sources: { guests: 'guests.csv', tables: 'tables.csv' },
    columnMappings: { guests: [{ headers: ['name'], meanings: ['name'] }] },
  };
}

const text = (c = content()) => eventFileText(EVENT, c, new Date('2026-11-25T10:00:00Z'));
/** The file as a test edits it by hand: records are open objects, so a test can break them. */
interface LooseFile {
  version: number;
  event: {
    content: { guests: Record<string, unknown>[]; tables: Record<string, unknown>[]; seating: Record<string, string> };
  } & Record<string, unknown>;
}
const edited = (change: (file: LooseFile) => void) => {
  const file = JSON.parse(text()) as LooseFile;
  change(file);
  return JSON.stringify(file);
};
const refusal = (reading: EventFileReading): Extract<EventFileReading, { kind: 'refused' }> => {
  if (reading.kind !== 'refused') assert.fail(`the file is refused, not read as ${reading.kind}`);
  return reading;
};

describe('a .seating file', () => {
  it('written and read back gives the same content, as a new event when the workspace does not hold it', () => {
    const reading = readEventFile(text(), 'Dana & Yoni.seating', ['another-event']);
    if (reading.kind !== 'new-event') assert.fail(`read as ${reading.kind}`);
    assert.equal(reading.eventId, EVENT.id);
    assert.equal(reading.name, EVENT.name);
    const { columnMappings: _notInFiles, ...expected } = content();
    assert.deepEqual(reading.content, expected);
  });

  it('of an event the workspace holds is read as that event (for the merge review)', () => {
    const reading = readEventFile(text(), 'copy.seating', [EVENT.id]);
    if (reading.kind !== 'held-event') assert.fail(`read as ${reading.kind}`);
    assert.equal(reading.eventId, EVENT.id);
  });

  it('carries its format and version, and the published schema accepts what the app writes', () => {
    const file = JSON.parse(text()) as { format: string; version: number; savedAt: string };
    assert.equal(file.format, 'seating-optimizer/event');
    assert.equal(file.version, EVENT_FILE.version);
    assert.equal(file.savedAt, '2026-11-25T10:00:00.000Z');
    const validate = new Ajv2020({ strict: true }).compile(EVENT_FILE_SCHEMA);
    assert.ok(validate(file), JSON.stringify(validate.errors));
  });

  it('has its schema published with the API documents, at its own path in the OpenAPI description', () => {
    const site = generateSite({ origin: 'https://seating.example' }, []);
    const published = JSON.parse(site.files.get('/api/v1/event-file.json')!) as { schema: unknown; format: string; version: number };
    assert.deepEqual(published.schema, EVENT_FILE_SCHEMA);
    assert.equal(published.format, EVENT_FILE.format);
    assert.equal(published.version, EVENT_FILE.version);
    assert.ok(site.openapi.paths['/api/v1/event-file.json']);
  });

  it('that is not JSON is refused with the parser’s words', () => {
    const reading = refusal(readEventFile('{"format": "seating-optimizer/event",', 'broken.seating', []));
    assert.equal(reading.reason, 'notJson');
    assert.equal(reading.fileName, 'broken.seating');
    const [first] = reading.issues;
    assert.equal(first?.key, 'eventFile.issue.json');
    assert.ok(first.params.detail, 'the parser says what is wrong');
  });

  it('that is some other JSON (or a guests CSV) is refused as not an event file', () => {
    assert.equal(refusal(readEventFile('{"name": "x"}', 'package.json', [])).reason, 'notEventFile');
    assert.equal(refusal(readEventFile('[1, 2]', 'list.seating', [])).reason, 'notEventFile');
  });

  it('of a newer version is refused before its contents are looked at, even when they differ', () => {
    const reading = refusal(
      readEventFile(
        edited((f) => {
          f.version = EVENT_FILE.version + 1;
          (f as { event: unknown }).event = { somethingNew: true };
        }),
        'new.seating',
        [],
      ),
    );
    assert.equal(reading.reason, 'newerVersion');
    assert.deepEqual(reading.issues[0]?.params, { version: EVENT_FILE.version + 1, supported: EVENT_FILE.version });
  });

  it('that breaks the schema is refused naming each place and what is wrong', () => {
    const reading = refusal(
      readEventFile(
        edited((f) => {
          f.event.content.guests[1]!.size = 'two';
          delete f.event.content.tables[0]!.capacity;
          f.event.content.tables[1]!.sise = 3;
        }),
        'hand-edited.seating',
        [],
      ),
    );
    assert.equal(reading.reason, 'invalid');
    const found = reading.issues.map((i) => `${i.path} ${i.key} ${i.params.member || i.params.type}`);
    assert.ok(found.includes('/event/content/guests/1/size eventFile.schema.type integer'), found.join('\n'));
    assert.ok(found.includes('/event/content/tables/0 eventFile.schema.required capacity'), found.join('\n'));
    assert.ok(found.includes('/event/content/tables/1 eventFile.schema.additionalProperties sise'), found.join('\n'));
  });

  it('whose records clash is refused by the import’s own checks: names the same by nameKey, seating of unknown bookings', () => {
    const twice = refusal(
      readEventFile(
        edited((f) => (f.event.content.guests[1]!.name = '  LEVI   Family ')),
        'twice.seating',
        [],
      ),
    );
    assert.deepEqual(
      twice.issues.map((i) => [i.path, i.key]),
      [['/event/content/guests/1/name', 'problems.duplicate_name']],
    );
    const unknown = refusal(
      readEventFile(
        edited((f) => (f.event.content.seating.Nobody = 'Table 1')),
        'seating.seating',
        [],
      ),
    );
    assert.deepEqual(
      unknown.issues.map((i) => [i.path, i.key]),
      [['/event/content/seating/Nobody', 'problems.seating_unknown_booking']],
    );
    const overfull = refusal(
      readEventFile(
        edited((f) => (f.event.content.seating.Cohen = 'Table 1')),
        'pinned.seating',
        [],
      ),
    );
    assert.equal(overfull.issues[0]?.key, 'refusal.pinned');
  });

  it('is named after the event, with what a file system refuses replaced', () => {
    assert.equal(eventFileName('Dana & Yoni'), 'Dana & Yoni.seating');
    assert.equal(eventFileName('החתונה של דנה'), 'החתונה של דנה.seating');
    assert.equal(eventFileName('a/b: c?'), 'a-b- c-.seating');
    assert.equal(eventFileName('  '), 'event.seating');
  });

  it('is checked by a validator compiled from the published schema, kept up to date', async () => {
    assert.equal(
      readFileSync(EVENT_FILE_VALIDATOR_PATH, 'utf8'),
      await eventFileValidatorSource(),
      'run: npx tsx scripts/make-event-file-validator.ts',
    );
  });
});

describe('the reminder to save a file', () => {
  const never = { savedRevision: null, largeChangeRevision: null, dismissedRevision: null };
  it('is due after an import or a solver result since the last save, and not after saving', () => {
    assert.equal(saveReminderDue(1, { ...never, largeChangeRevision: 1 }, true), true);
    assert.equal(saveReminderDue(2, { ...never, largeChangeRevision: 1, savedRevision: 2 }, true), false);
    assert.equal(saveReminderDue(5, { ...never, largeChangeRevision: 1, dismissedRevision: 3 }, true), false);
    assert.equal(saveReminderDue(1, { ...never, largeChangeRevision: 1 }, false), false, 'not for an empty event');
  });

  it('is due after many small changes', () => {
    assert.equal(saveReminderDue(24, { ...never, savedRevision: 4 }, true), false);
    assert.equal(saveReminderDue(29, { ...never, savedRevision: 4 }, true), true);
  });
});
