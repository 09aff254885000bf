/**
 * Compile-time tests, checked by `npm run typecheck` and never run: each `@ts-expect-error` line is a
 * mistake the types must refuse (the check fails if such a line compiles), and the lines without it
 * must compile. Event names and their details, and translation keys, are the edges tested here.
 */
import type { RefusalReason } from '../../src/state/seating-rules.ts';
import { announce, emit, type CustomEventName } from '../../src/components/ui/events.ts';
import type { FileDrop } from '../../src/components/import/file-drop.ts';
import type { GuestEditor } from '../../src/components/guests/guest-editor.ts';
import type { SeatingApp } from '../../src/components/app/seating-app.ts';
import type { TableCard } from '../../src/components/tables/table-card.ts';
import type { TablesView } from '../../src/components/tables/tables-view.ts';
import type { UpdatePrompt } from '../../src/components/app/update-prompt.ts';
import type { SeatingPlanner } from '../../src/embed/seating-planner.ts';
import type { MessageKeys, TranslationKey } from '../../src/i18n/keys.ts';
import type { Localizer } from '../../src/i18n/localizer.ts';
import { makeIssue, type IssueCode } from '../../src/model/issues.ts';
import type { GuestRecord } from '../../src/model/records.ts';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;

export function eventsTakeTheDetailTheirNameDeclares(
  drop: FileDrop,
  editor: GuestEditor,
  card: TableCard,
  view: TablesView,
  prompt: UpdatePrompt,
  app: SeatingApp,
  guest: GuestRecord,
): void {
  emit(drop, 'file-chosen', { bytes: new Uint8Array(), fileName: 'guests.csv' });
  // @ts-expect-error the bytes are a Uint8Array, not text
  emit(drop, 'file-chosen', { bytes: 'name,size', fileName: 'guests.csv' });
  // @ts-expect-error the file name is missing
  emit(drop, 'file-chosen', { bytes: new Uint8Array() });
  emit(card, 'booking-drop', { booking: 'Ruth', table: null });
  // @ts-expect-error a drop names the booking
  emit(card, 'booking-drop', { table: 'Table 1' });
  emit(view, 'selection-change', { booking: null });
  // @ts-expect-error a selection is a booking's name, not its index
  emit(view, 'selection-change', { booking: 3 });
  emit(editor, 'guest-save', { previousName: 'Ruth', guest, respond: () => undefined });
  emit(app, 'planner-navigate', { view: 'seating' });
  // @ts-expect-error there is no such view
  emit(app, 'planner-navigate', { view: 'settings' });
  // @ts-expect-error an announcement needs its message
  emit(app, 'planner-announce');
  announce(app, 'Moved Ruth to Table 1');

  // Events without a detail take none.
  emit(prompt, 'update-later');
  emit(prompt, 'update-accept');
  emit(app, 'open-demo-request');
  // @ts-expect-error update-accept carries no detail
  emit(prompt, 'update-accept', { now: true });

  // @ts-expect-error an undeclared name is refused
  emit(app, 'file-chosn', { bytes: new Uint8Array(), fileName: 'guests.csv' });
  // @ts-expect-error the browser's own events are not sent this way
  emit(app, 'click', 0);
}

export function listenersReceiveTheDeclaredDetail(planner: SeatingPlanner, view: TablesView): void {
  planner.addEventListener('seating-solved', (e) => {
    const optimal: boolean = e.detail.optimal;
    // @ts-expect-error a solved plan's penalty is a number
    const penalty: string = e.detail.penalty;
    return [optimal, penalty];
  });
  planner.addEventListener('seating-error', (e) => {
    // @ts-expect-error the error kinds are load, import, storage and solver
    if (e.detail.kind === 'network') return;
  });
  // @ts-expect-error a listener that expects another detail is refused
  view.addEventListener('selection-change', (e: CustomEvent<{ booking: number }>) => e.detail.booking);
}

export function translationKeysNameMessages(l: Localizer, reason: RefusalReason, anyText: string): void {
  l.t('solver.start');
  l.t('import.guests.done', { count: 2, file: 'guests.csv' });
  // @ts-expect-error no such message
  l.t('solver.begin');
  // @ts-expect-error a section is not a message
  l.t('solver.outcome');
  // @ts-expect-error code names a plural message without its form; i18next picks the form from count
  l.t('import.guests.done_one');
  l.t(`refusal.${reason}`);
  // @ts-expect-error a key built from any text may name no message
  l.t(`refusal.${anyText}`);
}

export function issueCodesComeFromTheirList(): void {
  makeIssue('error', 'duplicate_name', { file: 'guests' });
  // @ts-expect-error an issue code without a message is refused
  makeIssue('error', 'duplicate_names', { file: 'guests' });
}

type Tree = {
  a: { b_one: string; b_two: string; b_other: string; line_column: string; show_more_one: string; show_more_other: string };
  c: string;
};

/** Each of these is `true`, or the file does not compile. */
export type TypeFacts = [
  messageKeysFollowTheTree: Holds<Same<MessageKeys<Tree>, 'a.b' | 'a.line_column' | 'a.show_more' | 'c'>>,
  everyIssueCodeHasAMessage: Holds<Same<Extract<TranslationKey, `problems.${IssueCode}`>, `problems.${IssueCode}`>>,
  browserEventsAreNotCustomEvents: Holds<Same<Extract<CustomEventName, 'click' | 'keydown'>, never>>,
];
