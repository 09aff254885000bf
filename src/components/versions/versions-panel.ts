/**
 * The saved versions of the open event: a button that opens them in a dialog, a field to save the
 * plan as it is now under a name, and for each version (newest first) its name, date and "printed"
 * badge with its actions: compare with now or with another version, restore (one undoable edit),
 * mark printed, rename, delete (asked once more). A comparison shows in the same dialog, in words.
 */
import { LitElement, html, nothing } from 'lit';
import { customElement, query, state } from 'lit/decorators.js';
import { StoreController } from '../../controllers/store-controller.ts';
import { LocalizeController } from '../../controllers/localize-controller.ts';
import { VersionsController } from '../../controllers/versions-controller.ts';
import { NOW, type PlanVersion, type VersionSide } from '../../state/versions.ts';
import { announce } from '../ui/events.ts';
import { versionName, whenText } from './version-text.ts';
import { versionsPanelStyles } from './versions-panel.styles.ts';
import './version-compare.ts';

/** What one version's row has open below its actions. */
type Open = { id: string; kind: 'rename' | 'compareWith' | 'delete' } | null;

@customElement('versions-panel')
export class VersionsPanel extends LitElement {
  static override styles = versionsPanelStyles;

  private readonly store = new StoreController(this, (s) => (this.comparing?.after === NOW ? s.content : null));
  private readonly l = new LocalizeController(this);
  private readonly versions = new VersionsController(this, this.store);
  @state() private open: Open = null;
  /** The two sides being compared, the older first; null shows the list. */
  @state() private comparing: { before: VersionSide; after: VersionSide } | null = null;
  /** What the last action did, shown in the dialog (and announced). */
  @state() private message = '';
  @query('dialog') private dialog!: HTMLDialogElement;

  /** Opens the dialog on the list of versions. */
  async show(): Promise<void> {
    this.open = null;
    this.comparing = null;
    this.message = '';
    await this.updateComplete;
    if (!this.dialog.open) this.dialog.showModal();
    void this.versions.keeper?.refresh().catch(() => undefined);
  }

  override render() {
    const { t } = this.l;
    return html`
      <button class="btn small" aria-haspopup="dialog" @click=${() => void this.show()}>${t('versions.open')}</button>
      <dialog aria-labelledby="versions-title">
        <div class="body">
          <header>
            <h2 id="versions-title" tabindex="-1">${t('versions.title')}</h2>
            <button class="btn small" @click=${() => this.dialog.close()}>${t('common.close')}</button>
          </header>
          ${this.renderFailure()} ${this.message ? html`<p class="message" role="status">${this.message}</p>` : nothing}
          ${this.comparing ? this.renderComparison(this.comparing.before, this.comparing.after) : this.renderList()}
        </div>
      </dialog>
    `;
  }

  private renderFailure() {
    const failure = this.versions.state?.failure;
    if (!failure) return nothing;
    return html`<p class="failure" role="alert">${this.l.t(failure === 'quota' ? 'versions.failed.quota' : 'versions.failed.other')}</p>`;
  }

  private renderList() {
    const { t } = this.l;
    const versions = this.versions.state?.versions ?? [];
    return html`
      <p class="muted">${t('versions.intro')}</p>
      <form @submit=${this.onSave}>
        <label for="version-name">${t('versions.saveLabel')}</label>
        <div class="line">
          <input id="version-name" name="name" type="text" required maxlength="120" placeholder=${t('versions.namePlaceholder')} />
          <button class="btn primary" type="submit">${t('versions.save')}</button>
        </div>
      </form>
      ${
        versions.length === 0
          ? html`<p class="muted">${t('versions.none')}</p>`
          : html`<ul aria-label=${t('versions.list')}>
              ${versions.map((v) => this.renderVersion(v, versions))}
            </ul>`
      }
    `;
  }

  private renderVersion(version: PlanVersion, all: readonly PlanVersion[]) {
    const { t, lang } = this.l;
    const name = versionName(version, t);
    const open = this.open?.id === version.id ? this.open.kind : null;
    const toggle = (kind: NonNullable<Open>['kind']) => () => (this.open = open === kind ? null : { id: version.id, kind });
    return html`<li data-version=${version.id}>
      <div class="head">
        <span class="name">${name}</span>
        ${version.automatic ? html`<span class="badge">${t('versions.auto')}</span>` : nothing}
        ${version.printed !== null ? html`<span class="badge printed">${t('versions.printed')}</span>` : nothing}
      </div>
      <p class="when muted">
        <time datetime=${new Date(version.taken).toISOString()}>${whenText(version.taken, lang)}</time>${
          version.printed !== null ? html` · ${t('versions.printedOn', { date: whenText(version.printed, lang) })}` : nothing
        }
      </p>
      <div class="actions" role="group" aria-label=${t('versions.actions', { name })}>
        <button class="btn small" @click=${() => this.compare(version.id, NOW)}>${t('versions.compareNow')}</button>
        ${
          all.length > 1
            ? html`<button class="btn small" aria-expanded=${open === 'compareWith' ? 'true' : 'false'} @click=${toggle('compareWith')}>
                ${t('versions.compareWith')}
              </button>`
            : nothing
        }
        <button class="btn small" @click=${() => void this.restore(version)}>${t('versions.restore')}</button>
        <button
          class="btn small"
          aria-pressed=${version.printed !== null ? 'true' : 'false'}
          @click=${() => void this.togglePrinted(version)}
        >
          ${t(version.printed !== null ? 'versions.unmarkPrinted' : 'versions.markPrinted')}
        </button>
        <button class="btn small" aria-expanded=${open === 'rename' ? 'true' : 'false'} @click=${toggle('rename')}>
          ${t('versions.rename')}
        </button>
        <button class="btn small danger" @click=${toggle('delete')}>${t('versions.delete')}</button>
      </div>
      ${open === 'rename' ? this.renderRename(version, name) : nothing}
      ${open === 'compareWith' ? this.renderCompareWith(version, all) : nothing}
      ${
        open === 'delete'
          ? html`<div class="confirm" role="alert">
              <p>${t('versions.confirmDelete', { name })}</p>
              <div class="actions">
                <button class="btn small danger" @click=${() => void this.deleteVersion(version, name)}>
                  ${t('versions.deleteConfirm')}
                </button>
                <button class="btn small" @click=${() => (this.open = null)}>${t('common.cancel')}</button>
              </div>
            </div>`
          : nothing
      }
    </li>`;
  }

  private renderRename(version: PlanVersion, name: string) {
    const { t } = this.l;
    const id = `rename-${version.id}`;
    return html`<form @submit=${(e: SubmitEvent) => void this.onRename(e, version)}>
      <label for=${id}>${t('versions.renameLabel')}</label>
      <div class="line">
        <input id=${id} name="name" type="text" required maxlength="120" .value=${name} />
        <button class="btn small primary" type="submit">${t('versions.rename')}</button>
      </div>
    </form>`;
  }

  private renderCompareWith(version: PlanVersion, all: readonly PlanVersion[]) {
    const { t, lang } = this.l;
    const id = `compare-${version.id}`;
    const others = all.filter((v) => v.id !== version.id);
    return html`<form @submit=${(e: SubmitEvent) => this.onCompareWith(e, version)}>
      <label for=${id}>${t('versions.compareWithLabel')}</label>
      <div class="line">
        <select id=${id} name="other">
          ${others.map((v) => html`<option value=${v.id}>${versionName(v, t)} · ${whenText(v.taken, lang)}</option>`)}
        </select>
        <button class="btn small primary" type="submit">${t('versions.compareGo')}</button>
      </div>
    </form>`;
  }

  private renderComparison(before: VersionSide, after: VersionSide) {
    const { t } = this.l;
    const keeper = this.versions.keeper;
    const diff = keeper?.compare(before, after) ?? null;
    return html`
      <button class="btn small back" @click=${this.back}>${t('versions.compare.back')}</button>
      <h3 id="compare-title" tabindex="-1">
        ${
          after === NOW
            ? t('versions.compare.sidesNow', { before: this.sideName(before) })
            : t('versions.compare.sides', { before: this.sideName(before), after: this.sideName(after) })
        }
      </h3>
      <version-compare .diff=${diff}></version-compare>
    `;
  }

  /** A version's name as shown (the comparison's "before" side is always a version). */
  private sideName(side: VersionSide): string {
    const version = this.versions.state?.versions.find((v) => v.id === side);
    return version ? versionName(version, this.l.t) : '';
  }

  private async compare(before: VersionSide, after: VersionSide) {
    this.open = null;
    this.message = '';
    this.comparing = { before, after };
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>('#compare-title')?.focus();
  }

  private readonly back = async () => {
    this.comparing = null;
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>('#versions-title')?.focus();
  };

  private onCompareWith(event: SubmitEvent, version: PlanVersion) {
    event.preventDefault();
    const otherId = (event.target as HTMLFormElement).querySelector('select')?.value;
    const other = this.versions.state?.versions.find((v) => v.id === otherId);
    if (!other) return;
    // The older one is the "before" side, so the arrows point from the past to the later plan.
    const [older, newer] = other.taken < version.taken ? [other, version] : [version, other];
    void this.compare(older.id, newer.id);
  }

  private say(message: string) {
    this.message = message;
    announce(this, message);
  }

  /** Runs a keeper call; a failure is shown by the failure line, so it is not thrown further. */
  private async attempt<T>(work: () => Promise<T>): Promise<T | null> {
    try {
      return await work();
    } catch {
      return null;
    }
  }

  private async onSave(event: SubmitEvent) {
    event.preventDefault();
    const form = event.target as HTMLFormElement;
    const name = (form.elements.namedItem('name') as HTMLInputElement).value.trim();
    const keeper = this.versions.keeper;
    if (!name || !keeper) return;
    const saved = await this.attempt(() => keeper.take(name));
    if (!saved) return;
    form.reset();
    this.say(this.l.t('versions.saved', { name }));
  }

  private async onRename(event: SubmitEvent, version: PlanVersion) {
    event.preventDefault();
    const name = ((event.target as HTMLFormElement).elements.namedItem('name') as HTMLInputElement).value.trim();
    const keeper = this.versions.keeper;
    if (!name || !keeper) return;
    if (!(await this.attempt(() => keeper.rename(version.id, name)))) return;
    this.open = null;
    this.say(this.l.t('versions.renamed', { name }));
  }

  private async restore(version: PlanVersion) {
    const keeper = this.versions.keeper;
    if (!keeper) return;
    const name = versionName(version, this.l.t);
    const refusal = await keeper.restore(version.id, name);
    this.say(refusal ? this.l.t(`refusal.${refusal.reason}`, refusal.params) : this.l.t('versions.restored', { name }));
  }

  private async togglePrinted(version: PlanVersion) {
    const keeper = this.versions.keeper;
    if (!keeper) return;
    const name = versionName(version, this.l.t);
    const printed = version.printed === null;
    if (!(await this.attempt(() => keeper.markPrinted(version.id, printed)))) return;
    this.say(this.l.t(printed ? 'versions.markedPrinted' : 'versions.unmarkedPrinted', { name }));
  }

  private async deleteVersion(version: PlanVersion, name: string) {
    const keeper = this.versions.keeper;
    if (!keeper) return;
    this.open = null;
    if ((await this.attempt(() => keeper.remove(version.id).then(() => true))) === null) return;
    this.say(this.l.t('versions.deleted', { name }));
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>('#versions-title')?.focus();
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'versions-panel': VersionsPanel;
  }
}
