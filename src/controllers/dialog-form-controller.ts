/**
 * What an editing dialog does around its form: opens modal once its content is drawn, shows why a
 * save was refused, closes, and gives the focus back to the control that opened it.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export class DialogFormController implements ReactiveController {
  /** Why the last save was refused, and the problems under it; null while there is none. */
  error: string | null = null;
  errorList: string[] = [];
  private opener: HTMLElement | null = null;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly dialog: () => HTMLDialogElement | null,
  ) {
    host.addController(this);
  }

  /** A host taken out of the page keeps no hold on the control that opened it. */
  hostDisconnected(): void {
    this.opener = null;
  }

  /** Opens the dialog, fresh, once the host has drawn what it now edits; focus returns to `opener` when it closes. */
  async open(opener?: HTMLElement): Promise<void> {
    this.refuse(null, []);
    this.opener = opener ?? null;
    await this.host.updateComplete;
    this.dialog()?.showModal();
  }

  close(): void {
    this.dialog()?.close();
  }

  /** Call from the dialog's close event. */
  closed(): void {
    this.opener?.focus();
  }

  refuse(error: string | null, list: string[]): void {
    this.error = error;
    this.errorList = list;
    this.host.requestUpdate();
  }
}
