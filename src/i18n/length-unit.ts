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
