/**
 * Sets an element's inline style properties through the CSSOM:
 * `<span ${styleProperties({ 'inline-size': '50%' })}>`. A strict Content-Security-Policy
 * (`style-src` without 'unsafe-inline', as this site and careful host pages of the embed send)
 * refuses style attributes, including the one lit's styleMap writes on first render; changes made
 * through the CSSOM are allowed.
 */
import { ref } from 'lit/directives/ref.js';

/** CSS property name as in a style sheet (`inline-size`, `--seats`) → value. */
export type StyleProperties = Readonly<Record<string, string | number>>;

export function styleProperties(properties: StyleProperties) {
  return ref((element) => {
    if (!(element instanceof HTMLElement)) return;
    for (const [name, value] of Object.entries(properties)) element.style.setProperty(name, String(value));
  });
}
