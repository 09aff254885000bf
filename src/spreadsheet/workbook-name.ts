/** Whether a file's name is a spreadsheet workbook's (kept apart from the reader, so messages can ask without loading it). */
const WORKBOOK_NAME = /\.(xlsx|xlsm|xls)$/i;

export function hasWorkbookName(fileName: string | undefined): boolean {
  return WORKBOOK_NAME.test(fileName ?? '');
}
