/**
 * Loading the files a host names (`guests-src`, `tables-src`, `seating-src`) into a planner's
 * workspace: fetched together, imported in order (a seating plan is read against the guests and
 * tables), each failure explained in the planner's language, shown until that file loads, and
 * reported to the host.
 */
import type { Planner } from '../controllers/planner-context.ts';
import type { Localizer } from '../i18n/localizer.ts';
import type { Issue } from '../model/issues.ts';
import { CSV_FILES } from '../contract/index.ts';
import { overByteLimit } from '../csv/read-input.ts';
import { readImport } from '../state/read-import.ts';
import type { SeatingErrorKind } from './events.ts';
import { loadSource, resolveSource, SourceLoadError, type LoadedSource } from './load-source.ts';

/** In the order they are imported. */
export const SOURCE_KINDS = ['guests', 'tables', 'seating'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];
const specOf = (kind: SourceKind) => CSV_FILES[kind === 'seating' ? 'seating_export' : kind];

const SOURCE_ATTRIBUTE: Record<SourceKind, string> = { guests: 'guests-src', tables: 'tables-src', seating: 'seating-src' };

/** The message shown for each file whose last load failed. */
export type SourceMessages = Partial<Record<SourceKind, string>>;

export interface SourceLoaderHost {
  /** The planner's language now (it may change while a file loads). */
  localizer(): Localizer;
  showSourceMessages(messages: SourceMessages): void;
  reportError(kind: SeatingErrorKind, message: string, url: string, issues?: readonly Issue[]): void;
}

type Fetched = { kind: SourceKind; url: string; file: LoadedSource } | { kind: SourceKind; url: string; failure: unknown };

export class SourceLoader {
  private abort: AbortController | null = null;
  private messages: SourceMessages = {};

  constructor(private readonly host: SourceLoaderHost) {}

  /** Forgets a load in flight (another workspace opened) and the messages shown. */
  reset(): void {
    this.abort?.abort();
    this.abort = null;
    this.setMessages({});
  }

  dismissMessages(): void {
    this.setMessages({});
  }

  /** Loads the sources with an address; true when at least one file was applied. */
  async load(planner: Planner, sources: readonly { kind: SourceKind; src: string }[]): Promise<boolean> {
    const wanted = sources.filter((s) => s.src.trim() !== '');
    if (wanted.length === 0 || planner.store.state.phase !== 'ready') return false;
    // A newer request for the files wins over one still in flight.
    this.abort?.abort();
    const abort = (this.abort = new AbortController());
    const fetched = await Promise.all(wanted.map(({ kind, src }) => this.fetchOne(kind, src, abort.signal)));
    if (abort.signal.aborted) return false;

    let applied = false;
    for (const result of fetched) {
      if ('file' in result) applied = (await this.importOne(planner, result.kind, result.file)) || applied;
      else this.reportLoadFailure(result.kind, result.url, result.failure);
    }
    return applied;
  }

  private async fetchOne(kind: SourceKind, src: string, signal: AbortSignal): Promise<Fetched> {
    let url = src;
    try {
      url = resolveSource(src);
      return { kind, url, file: await loadSource(url, specOf(kind).maxBytes, signal) };
    } catch (failure) {
      return { kind, url, failure };
    }
  }

  private async importOne(planner: Planner, kind: SourceKind, file: LoadedSource): Promise<boolean> {
    // A file over its limit is refused by its size; only its first bytes were downloaded.
    const input = overByteLimit(file.bytes, { file: kind, spec: specOf(kind) }, file.fileName, file.size) ?? file.bytes;
    const imported = readImport(kind, input, file.fileName, planner.store.state.content);
    const { applied, issues } = await planner.store.importFile(imported);
    const { [kind]: _cleared, ...others } = this.messages;
    this.setMessages(others);
    if (applied) return true;
    const { t, n } = this.host.localizer();
    const errors = issues.filter((i) => i.severity === 'error').length;
    const message = t('embed.error.import', {
      file: file.fileName,
      attribute: SOURCE_ATTRIBUTE[kind],
      count: errors,
      countText: n(errors),
    });
    this.setMessages({ ...this.messages, [kind]: message });
    this.host.reportError('import', message, file.url, issues);
    return false;
  }

  private reportLoadFailure(kind: SourceKind, url: string, failure: unknown): void {
    const { t } = this.host.localizer();
    const attribute = SOURCE_ATTRIBUTE[kind];
    const message =
      failure instanceof SourceLoadError && failure.failure.reason === 'http'
        ? t('embed.error.http', { url, status: failure.failure.status, attribute })
        : t('embed.error.network', { url, attribute });
    this.setMessages({ ...this.messages, [kind]: message });
    this.host.reportError('load', message, url);
  }

  private setMessages(messages: SourceMessages): void {
    this.messages = messages;
    this.host.showSourceMessages(messages);
  }
}
