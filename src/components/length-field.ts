/** A length as a field shows it for typing: a plain number in the planner's unit (no unit, no grouping), to the centimetre. */
import type { Localizer } from '../i18n/localizer.ts';
import { toUnit, type LengthUnit } from '../i18n/units.ts';

export const lengthFieldText = (l: Pick<Localizer, 'n'>, metres: number, unit: LengthUnit): string =>
  l.n(toUnit(metres, unit), { maximumFractionDigits: 2, useGrouping: false });
