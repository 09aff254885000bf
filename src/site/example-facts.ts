/**
 * The numbers of each published example, computed at build time by the same CSV layer and scorer
 * the app and the CLI use, so examples.json can never disagree with the files it links to.
 */
import { tablesWithRoomTags } from '../model/room-tags.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EXAMPLES } from '../contract/index.ts';
import { readGuestsFile, readSeatingFile, readTablesFile } from '../csv/index.ts';
import { compileProblem } from '../model/compile.ts';
import { UNSEATED } from '../model/problem.ts';
import type { Issue } from '../model/issues.ts';
import { checkHardConstraints, evaluate } from '../solver/index.ts';
import type { ExampleFacts } from './documents.ts';

function refuseErrors(file: string, issues: readonly Issue[]): void {
  const errors = issues.filter((i) => i.severity === 'error');
  if (errors.length) throw new Error(`Example ${file} does not pass its own import: ${JSON.stringify(errors, null, 1)}`);
}

export function computeExampleFacts(examplesDir: string): ExampleFacts[] {
  const bytes = (file: string) => new Uint8Array(readFileSync(join(examplesDir, file)));
  return EXAMPLES.map((example) => {
    const guests = readGuestsFile(bytes(example.files.guests), example.files.guests);
    const tables = readTablesFile(bytes(example.files.tables), example.files.tables);
    refuseErrors(example.files.guests, guests.issues);
    refuseErrors(example.files.tables, tables.issues);
    const ruleTables = tablesWithRoomTags(tables.records, undefined);
    const { problem, issues } = compileProblem(guests.records, ruleTables);
    refuseErrors(example.files.guests, issues);
    const seating = readSeatingFile(bytes(example.files.seating), example.files.seating, guests.records, ruleTables);
    refuseErrors(example.files.seating, seating.issues);
    const tableIndex = new Map(tables.records.map((t, i) => [t.name, i]));
    const assignment = Int32Array.from(seating.arrangement, (name) => (name === null ? UNSEATED : tableIndex.get(name)!));
    const violations = checkHardConstraints(problem!, assignment);
    if (violations.length) throw new Error(`Example ${example.files.seating} breaks a hard constraint: ${JSON.stringify(violations)}`);
    return {
      id: example.id,
      title: example.title,
      description: example.description,
      bookings: guests.records.length,
      guests: guests.records.reduce((sum, g) => sum + g.size, 0),
      tables: tables.records.length,
      penalty: evaluate(problem!, assignment).penalty,
      files: { ...example.files },
    };
  });
}
