/** The CSV layer: reading the guests, tables and seating files, writing the seating export. */
export { readGuestsFile } from './guests.ts';
export { readTablesFile } from './tables.ts';
export { readSeatingFile, seatingByName } from './seating-read.ts';
export { writeSeatingCsv } from './seating-write.ts';
export { writeTablesCsv } from './tables-write.ts';
export { writeSeatingWorkbook } from './seating-workbook.ts';
export { parseGroupPath, formatGroupPath } from '../model/group-path.ts';
export { readRawCsv, matchRawHeader, type TableInput } from './read-table.ts';
export { readInput, workbookSheets } from './read-input.ts';
export { mappingProblems, meaningChoices, type ColumnMatch, type ColumnMeaning, type Doubt } from './header-match.ts';
