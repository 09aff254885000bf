/** An Issue as one sentence in the interface language: where it is, what is wrong, what to do. */
import type { Issue } from '../model/issues.ts';
import { hasWorkbookName } from '../spreadsheet/workbook-name.ts';
import type { TranslationKey } from './keys.ts';

export type Translate = (key: TranslationKey, params?: Record<string, string | number>) => string;

/** "guests.csv, line 4, column “size”: …" ("guests.xlsx, row 4, …"); the file's own name when known, else "Guests file". */
export function formatIssue(issue: Issue, t: Translate): string {
  const message = issueMessage(issue, t);
  const file = issue.fileName ?? t(`problems.files.${issue.file}`);
  if (issue.line === undefined) return t('problems.location.file', { file, message });
  // A spreadsheet numbers rows, not lines: its issues' line is the row a spreadsheet program shows.
  const rows = hasWorkbookName(issue.fileName);
  if (issue.column === undefined) return t(rows ? 'problems.location.row' : 'problems.location.line', { file, line: issue.line, message });
  return t(rows ? 'problems.location.row_column' : 'problems.location.line_column', {
    file,
    line: issue.line,
    column: issue.column,
    message,
  });
}

/** What is wrong, without where: the message of the issue's code, with the rules of a conflict. */
export function issueMessage(issue: Issue, t: Translate): string {
  const rules = issue.rules?.map((rule) => t(`problems.rule.${rule.kind}`, rule.params)).join('; ');
  return t(`problems.${issue.code}`, rules === undefined ? issue.params : { ...issue.params, rules });
}
