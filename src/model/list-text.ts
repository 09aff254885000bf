/**
 * A list written in one cell or field ("Dana Levi; ; Noa Levi"): the people, meals, needs and
 * keep-apart names of a booking, as the guests file, the export and the forms write them.
 */
import { LIST_SEPARATOR } from '../contract/index.ts';
import { cleanName } from './names.ts';

/** The list without the empty items at its end, which say nothing. */
export function withoutTrailing<T>(items: readonly T[], isEmpty: (item: T) => boolean): T[] {
  let end = items.length;
  while (end > 0 && isEmpty(items[end - 1]!)) end--;
  return items.slice(0, end);
}

/** The items, cleaned; `keepEmpty` keeps an inner empty item in its place (an unnamed person), never trailing ones. */
export function splitList(text: string, keepEmpty = false): string[] {
  const items = text.split(LIST_SEPARATOR).map(cleanName);
  return keepEmpty ? withoutTrailing(items, (item) => item === '') : items.filter((item) => item !== '');
}

/** The items as one text ("a; ; c"), positions kept, trailing empty items left out. */
export function joinList(items: readonly string[]): string {
  return withoutTrailing(items, (item) => item === '')
    .join(`${LIST_SEPARATOR} `)
    .trim();
}
