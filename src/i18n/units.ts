/**
 * Lengths as the planner reads and types them: metres, or feet where the browser's language is
 * American English. Everything is stored in metres; only what is shown and typed is converted.
 * The choice is remembered on this device and every element that shows lengths follows a change.
 */
import { fromUnit, toUnit, writeLength, type LengthUnit } from './length-unit.ts';
import type { Localizer } from './localizer.ts';

export { LENGTH_UNITS, toUnit, unitSymbol, type LengthUnit } from './length-unit.ts';
const STORAGE_KEY = 'seating-optimizer:length-unit';
/** Sent on window when the unit changes, so every drawing and field follows. */
export const LENGTH_UNIT_EVENT = 'seating-length-unit';

/** The remembered unit, else feet for an American English browser and metres for everyone else. */
export function preferredUnit(): LengthUnit {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    if (saved === 'm' || saved === 'ft') return saved;
  } catch {
    // Storage may be off (private windows); the language decides then.
  }
  return typeof navigator !== 'undefined' && navigator.language === 'en-US' ? 'ft' : 'm';
}

export function setPreferredUnit(unit: LengthUnit): void {
  try {
    localStorage.setItem(STORAGE_KEY, unit);
  } catch {
    // Not remembered, but still used for this page.
  }
  window.dispatchEvent(new CustomEvent(LENGTH_UNIT_EVENT, { detail: unit }));
}

/**
 * "4.5 m", "14.8 ft" in English; "4.5 מ׳", "14.8 רגל" in Hebrew, each isolated (FSI…PDI): lengths
 * listed or multiplied ("28 מ׳ × 25.5 מ׳") otherwise swap their numbers in right-to-left text.
 */
export function formatLength(l: { readonly lang: string }, metres: number, unit: LengthUnit, digits = 1): string {
  const text = writeLength(l.lang, toUnit(metres, unit), unit, digits);
  return l.lang === 'he' ? `\u2068${text}\u2069` : text;
}

/**
 * A typed length in the unit, read back in metres: digits with a point or a comma for decimals, an
 * optional unit after them ("4.5", "4,5 m", "15 ft"). Undefined when it is not a number.
 */
export function parseLength(text: string, unit: LengthUnit): number | undefined {
  const match = /^\s*(-?\d+(?:[.,]\d+)?)\s*(m|ft|מ׳|מ'|מטר|feet|')?\s*$/iu.exec(text);
  if (!match) return undefined;
  const value = Number(match[1]!.replace(',', '.'));
  const written = match[2]?.toLowerCase();
  const inUnit: LengthUnit = written === 'ft' || written === 'feet' || written === "'" ? 'ft' : written ? 'm' : unit;
  return fromUnit(value, inUnit);
}

/** A length as a field shows it for typing: a plain number in the unit (no unit, no grouping), to the centimetre. */
export const lengthFieldText = (l: Pick<Localizer, 'n'>, metres: number, unit: LengthUnit): string =>
  l.n(toUnit(metres, unit), { maximumFractionDigits: 2, useGrouping: false });
