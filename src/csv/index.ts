/** The CSV layer: reading the guests, tables and seating files, writing the seating export. */
export { readGuestsFile, type GuestsFile } from './guests.ts';
export { readTablesFile, type TablesFile } from './tables.ts';
export { readSeatingFile, seatingByName, type SeatingFile } from './seating-read.ts';
export { writeSeatingCsv } from './seating-write.ts';
export { writeTablesCsv } from './tables-write.ts';
export { writeSeatingWorkbook } from './seating-workbook.ts';
export { parseGroupPath, formatGroupPath } from '../model/group-path.ts';
export { readRawCsv, matchRawHeader, type RawCsv, type RawInput, type TableInput } from './read-table.ts';
export { readInput, isWorkbook, workbookSheets } from './read-input.ts';
export {
  EXTRA,
  UNUSED,
  mappingProblems,
  meaningChoices,
  type ColumnMatch,
  type ColumnMeaning,
  type Doubt,
  type HeaderMatch,
} from './header-match.ts';
