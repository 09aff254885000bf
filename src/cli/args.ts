/** The command line's grammar: which command, which files, which options. */
import { parseArgs } from 'node:util';
import {
  CHART_PAPERS,
  FLOOR_PLAN_PAPERS,
  isLabelSheetId,
  isNameOrder,
  isPrintKind,
  LABEL_SHEETS,
  NAME_ORDERS,
  PRINT_KINDS,
  type ChartPaper,
  type FloorPlanPaper,
  type LabelSheetId,
  type NameOrder,
  type PrintKind,
} from '../print/index.ts';

export type CommandName = 'solve' | 'score' | 'check' | 'print' | 'diff' | 'merge';

export interface SolveSettings {
  out?: string;
  /** solve: --out names an .xlsx file, so the seating is written as a workbook. */
  workbook?: boolean;
  timeLimitMs?: number;
  iterations?: number;
  seed?: number;
  json: boolean;
  /** solve: the seating file whose plan to keep ("Seat the changes"). */
  from?: string;
  /** solve --from: improve instead, moving at most this many people from that plan. */
  maxMoves?: number;
  /** print: which document, in which language, on what paper, as HTML or (the caterer sheet) CSV. */
  print?: PrintSettings;
  /** merge: which side a clash takes (absent: ours). */
  prefer?: 'ours' | 'theirs';
}

export interface PrintSettings {
  kind: PrintKind;
  language: 'en' | 'he';
  labelSheet?: LabelSheetId;
  paper?: ChartPaper;
  floorPlanPaper?: FloorPlanPaper;
  /** Floor plan: the people's names at their seats. */
  names?: boolean;
  /** Escort list and table lists: by family name (default) or first name. */
  nameOrder?: NameOrder;
  /** SVG: the floor plan as a drawing of its own; xlsx: the caterer sheet as a workbook (--out FILE.xlsx). */
  format: 'html' | 'csv' | 'svg' | 'xlsx';
}

type UsageError =
  | 'no_command'
  | 'unknown_command'
  | 'file_count'
  | 'bad_option'
  | 'option_not_for_command'
  | 'not_whole_number'
  | 'option_needed'
  | 'bad_choice'
  | 'csv_only_caterer'
  | 'svg_only_floor_plan'
  | 'xlsx_only_caterer'
  | 'xlsx_not_format'
  | 'paper_for_kind'
  | 'max_moves_needs_from';

export type ParsedArgs =
  | { kind: 'help' }
  | { kind: 'command'; command: CommandName; files: string[]; settings: SolveSettings }
  /** A usage error: the message key under cli.errors and its parameters. */
  | { kind: 'usage-error'; key: UsageError; params: Record<string, string | number> };

const FILES_NEEDED: Record<CommandName, number> = { solve: 2, score: 3, check: 2, print: 3, diff: 2, merge: 3 };

/** Which commands each option applies to. */
const OPTION_COMMANDS: Record<string, readonly CommandName[]> = {
  out: ['solve', 'print', 'merge'],
  'time-limit': ['solve'],
  iterations: ['solve'],
  seed: ['solve'],
  json: ['solve', 'score', 'diff'],
  from: ['solve'],
  'max-moves': ['solve'],
  kind: ['print'],
  lang: ['print'],
  'label-sheet': ['print'],
  paper: ['print'],
  format: ['print'],
  names: ['print'],
  order: ['print'],
  prefer: ['merge'],
};

/** The values each choice option accepts. */
const CHOICES = {
  kind: PRINT_KINDS,
  lang: ['en', 'he'],
  'label-sheet': LABEL_SHEETS.map((sheet) => sheet.id),
  paper: [...CHART_PAPERS, ...FLOOR_PLAN_PAPERS.filter((paper) => !(CHART_PAPERS as readonly string[]).includes(paper))],
  format: ['html', 'csv', 'svg'],
  order: NAME_ORDERS,
  prefer: ['ours', 'theirs'],
} as const;

/** Whole-number options and the smallest value each accepts. */
const NUMBER_MINIMUM = { 'time-limit': 1, iterations: 0, seed: 0, 'max-moves': 0 } as const;

/** An --out file a spreadsheet opens as a workbook: it gets a workbook's bytes, never text. */
const isWorkbookPath = (path: string | undefined): boolean => path?.toLowerCase().endsWith('.xlsx') ?? false;

const isCommand = (name: string): name is CommandName => Object.hasOwn(FILES_NEEDED, name);

export function parseCliArgs(argv: readonly string[]): ParsedArgs {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        out: { type: 'string' },
        'time-limit': { type: 'string' },
        iterations: { type: 'string' },
        seed: { type: 'string' },
        json: { type: 'boolean' },
        from: { type: 'string' },
        'max-moves': { type: 'string' },
        kind: { type: 'string' },
        lang: { type: 'string' },
        'label-sheet': { type: 'string' },
        paper: { type: 'string' },
        format: { type: 'string' },
        names: { type: 'boolean' },
        order: { type: 'string' },
        prefer: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    return { kind: 'usage-error', key: 'bad_option', params: { detail: error instanceof Error ? error.message : String(error) } };
  }
  const { values, positionals } = parsed;
  if (values.help) return { kind: 'help' };
  const [command, ...files] = positionals;
  if (command === undefined) return { kind: 'usage-error', key: 'no_command', params: {} };
  if (!isCommand(command)) return { kind: 'usage-error', key: 'unknown_command', params: { command } };
  if (files.length !== FILES_NEEDED[command]) {
    return { kind: 'usage-error', key: 'file_count', params: { command, expected: FILES_NEEDED[command], found: files.length } };
  }
  for (const [option, commands] of Object.entries(OPTION_COMMANDS)) {
    if (values[option as keyof typeof values] !== undefined && !commands.includes(command)) {
      return { kind: 'usage-error', key: 'option_not_for_command', params: { option, command } };
    }
  }
  const settings: SolveSettings = { json: values.json === true };
  if (values.out !== undefined) settings.out = values.out;
  if (command === 'solve' && isWorkbookPath(values.out)) settings.workbook = true;
  const numbers: Partial<Record<keyof typeof NUMBER_MINIMUM, number>> = {};
  for (const [option, min] of Object.entries(NUMBER_MINIMUM) as [keyof typeof NUMBER_MINIMUM, number][]) {
    const text = values[option];
    if (text === undefined) continue;
    const value = /^\d{1,15}$/.test(text) ? Number(text) : NaN;
    if (!(value >= min)) return { kind: 'usage-error', key: 'not_whole_number', params: { option, min, value: text } };
    numbers[option] = value;
  }
  if (numbers['time-limit'] !== undefined) settings.timeLimitMs = numbers['time-limit'];
  if (numbers.iterations !== undefined) settings.iterations = numbers.iterations;
  if (numbers.seed !== undefined) settings.seed = numbers.seed;
  if (values.from !== undefined) settings.from = values.from;
  if (numbers['max-moves'] !== undefined) {
    if (values.from === undefined) return { kind: 'usage-error', key: 'max_moves_needs_from', params: {} };
    settings.maxMoves = numbers['max-moves'];
  }
  for (const [option, choices] of Object.entries(CHOICES)) {
    const text = values[option as keyof typeof CHOICES];
    if (text !== undefined && !(choices as readonly string[]).includes(text)) {
      return { kind: 'usage-error', key: 'bad_choice', params: { option, value: text, choices: choices.join(', ') } };
    }
  }
  if (values.prefer === 'theirs' || values.prefer === 'ours') settings.prefer = values.prefer;
  if (command === 'print') {
    const print = printSettings(values, values.names === true, values.out);
    if ('key' in print) return { kind: 'usage-error', ...print };
    settings.print = print;
  }
  return { kind: 'command', command, files, settings };
}

/** The print options, each already one of its choices. */
function printSettings(
  values: Partial<Record<keyof typeof CHOICES, string>>,
  names: boolean,
  out: string | undefined,
): PrintSettings | { key: UsageError; params: Record<string, string> } {
  const { kind, lang = 'en', paper } = values;
  const labelSheet = values['label-sheet'];
  if (kind === undefined || !isPrintKind(kind))
    return { key: 'option_needed', params: { option: 'kind', choices: PRINT_KINDS.join(', ') } };
  // The floor plan written to a .svg file is the drawing itself, the caterer sheet written to an .xlsx
  // file a workbook; any other file gets its page. A file named .xlsx never gets text.
  if (isWorkbookPath(out) && values.format !== undefined) return { key: 'xlsx_not_format', params: { format: values.format } };
  const format =
    values.format ?? (isWorkbookPath(out) ? 'xlsx' : kind === 'floor-plan' && out?.toLowerCase().endsWith('.svg') ? 'svg' : 'html');
  if (format === 'csv' && kind !== 'caterer') return { key: 'csv_only_caterer', params: {} };
  if (format === 'svg' && kind !== 'floor-plan') return { key: 'svg_only_floor_plan', params: {} };
  if (format === 'xlsx' && kind !== 'caterer') return { key: 'xlsx_only_caterer', params: { kind } };
  const settings: PrintSettings = {
    kind,
    language: lang === 'he' ? 'he' : 'en',
    format: format === 'csv' || format === 'svg' || format === 'xlsx' ? format : 'html',
  };
  if (labelSheet !== undefined && isLabelSheetId(labelSheet)) settings.labelSheet = labelSheet;
  if (paper !== undefined) {
    const papers: readonly string[] = kind === 'floor-plan' ? FLOOR_PLAN_PAPERS : CHART_PAPERS;
    if (!papers.includes(paper)) return { key: 'paper_for_kind', params: { kind, value: paper, choices: papers.join(', ') } };
    if (kind === 'floor-plan') settings.floorPlanPaper = paper as FloorPlanPaper;
    else settings.paper = paper as ChartPaper;
  }
  if (names) settings.names = true;
  if (values.order !== undefined && isNameOrder(values.order)) settings.nameOrder = values.order;
  return settings;
}
