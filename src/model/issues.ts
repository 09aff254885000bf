/** A problem found in user input: where it is and what it is, rendered into a sentence by the i18n layer. */
export type IssueSeverity = 'error' | 'warning';
export type InputFile = 'guests' | 'tables' | 'seating';

export interface Issue {
  severity: IssueSeverity;
  file: InputFile;
  /** The file name the user picked, when known. */
  fileName?: string;
  /** 1-based line in the file; the header is line 1. Absent for whole-file problems. */
  line?: number;
  /** Column header as written in the file (or the canonical name when the column is missing). */
  column?: string;
  /** Stable code; the message is `problems.<code>` in locales/, interpolated with params. */
  code: string;
  params: Record<string, string | number>;
}
