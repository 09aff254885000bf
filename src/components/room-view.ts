/**
 * The floor plan: the room drawn with its tables, seats and objects, and the same room as a list.
 * (The drawing and its tools are filled in by the room editor.)
 */
import { LitElement, html } from 'lit';
import { customElement } from 'lit/decorators.js';
import { LocalizeController } from '../controllers/localize-controller.ts';

@customElement('room-view')
export class RoomView extends LitElement {
  private readonly l = new LocalizeController(this);

  override render() {
    return html`<h2>${this.l.t('app.view.room')}</h2>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'room-view': RoomView;
  }
}
