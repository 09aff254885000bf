/**
 * The length units and their conversion, without the browser: the printed floor plan and the
 * command line use them too. units.ts adds the planner's choice and how lengths are shown and typed.
 */
export type LengthUnit = 'm' | 'ft';
export const LENGTH_UNITS: readonly LengthUnit[] = ['m', 'ft'];

export const METRES_PER_FOOT = 0.3048;

/** Metres in the unit. */
export const toUnit = (metres: number, unit: LengthUnit): number => (unit === 'ft' ? metres / METRES_PER_FOOT : metres);
/** A value in the unit, in metres. */
export const fromUnit = (value: number, unit: LengthUnit): number => (unit === 'ft' ? value * METRES_PER_FOOT : value);

const formats = new Map<string, Intl.NumberFormat>();
/**
 * A length in the unit as the language writes it, by Intl: "4.5 m", "4.5 מ׳", "15 ft". Hebrew has
 * no short symbol for feet (Intl answers "ft"), so there it takes the word ("15 רגל").
 */
function lengthFormat(language: string, unit: LengthUnit, digits: number): Intl.NumberFormat {
  const key = `${language} ${unit} ${digits}`;
  let format = formats.get(key);
  if (!format) {
    const long = unit === 'ft' && language === 'he';
    format = new Intl.NumberFormat(language, {
      style: 'unit',
      unit: unit === 'ft' ? 'foot' : 'meter',
      unitDisplay: long ? 'long' : 'short',
      maximumFractionDigits: digits,
    });
    formats.set(key, format);
  }
  return format;
}

/** A value already in the unit, written with the unit's symbol in the language. */
export const writeLength = (language: string, value: number, unit: LengthUnit, digits = 1): string =>
  lengthFormat(language, unit, digits).format(value);

/** The unit's symbol alone in the language ("m", "מ׳", "ft", "רגל"), for a field's label. */
export function unitSymbol(language: string, unit: LengthUnit): string {
  return lengthFormat(language, unit, 0)
    .formatToParts(2)
    .filter((part) => part.type === 'unit')
    .map((part) => part.value)
    .join('');
}
