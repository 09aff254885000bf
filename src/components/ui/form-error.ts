/** The refusal of an editing dialog: what is wrong, then each problem of the record, read out at once. */
import { html, nothing } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';

export function formError(message: string | null, problems: readonly string[], id?: string) {
  if (!message) return nothing;
  return html`<div class="error" role="alert" id=${ifDefined(id)}>
    ${message}
    ${
      problems.length
        ? html`<ul>
            ${problems.map((p) => html`<li>${p}</li>`)}
          </ul>`
        : nothing
    }
  </div>`;
}
