/** The seating export as an .xlsx workbook: the same cells as the seating CSV, the size column as numbers. */
import type { GuestRecord } from '../model/records.ts';
import type { Assignment, Problem, SeatNumbers } from '../model/problem.ts';
import { writeWorkbook } from '../spreadsheet/workbook-write.ts';
import { seatingSheet } from './seating-write.ts';

export async function writeSeatingWorkbook(
  problem: Problem,
  assignment: Assignment,
  guests: readonly GuestRecord[],
  sheet: { sheetName: string; rightToLeft: boolean },
  seats?: SeatNumbers,
): Promise<Uint8Array> {
  return writeWorkbook(seatingSheet(problem, assignment, guests, seats), { ...sheet, numberColumns: ['size'] });
}
