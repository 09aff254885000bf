/**
 * Visible text in which each hyphenated file name ("demo-guests.csv") stays on one line: a hyphen is
 * a place the browser may break a line, and a planner reads "demo-" and "guests.csv" on two lines as
 * two names. The name keeps its characters (find-in-page still finds it); only the wrapping
 * changes, through the `file-name` class of the shared styles.
 */
import { html, type TemplateResult } from 'lit';

/** A word with a hyphen that ends in an extension; in Hebrew the localizer's isolates (FSI … PDI) stand around it. */
const HYPHENATED_FILE_NAME = /([^\s\u2068\u2069]*-[^\s\u2068\u2069]*\.[\p{L}\p{N}]{2,8})(?=[\s\u2069.,:;!?)]|$)/u;
/**
 * Longer names may wrap: kept whole, they would be wider than a 360 px phone's line (about 300 px
 * of text) and scroll the page sideways.
 */
const LONGEST_KEPT_WHOLE = 32;

export function wholeFileNames(text: string): TemplateResult | string {
  const parts = text.split(HYPHENATED_FILE_NAME);
  if (parts.length === 1) return text;
  // split() with a capture group puts each file name at an odd index.
  return html`${parts.map((part, i) => (i % 2 === 1 && part.length <= LONGEST_KEPT_WHOLE ? html`<span class="file-name">${part}</span>` : part))}`;
}
