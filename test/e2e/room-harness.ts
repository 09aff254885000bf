/** Reading the floor plan in end-to-end tests. */
import type { Locator, Page } from 'playwright-core';

/** A table as the drawing shows it: its group in `<room-canvas>`, which carries its id (`data-id="table:<name>"`). */
export function drawnTable(page: Page, name: string): Locator {
  return page.locator(`room-canvas >> [data-id="table:${name}"]`);
}
