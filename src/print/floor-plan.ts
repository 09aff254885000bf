/**
 * The floor plan as a drawing: the room, its fixed objects, every table in its shape, size and turn
 * with its chairs, its number and name, and (when asked) the people's names at their seats. One
 * standalone SVG in metres, drawn from roomPlan so it matches the editor; the print pack wraps it
 * in a landscape page, the app and the command line also save it as an .svg file.
 */
import { ROOM_OBJECT_KIND_IDS } from '../contract/index.ts';
import type { Translate } from '../i18n/format-issue.ts';
import { METRES_PER_FOOT, writeLength, type LengthUnit } from '../i18n/length-unit.ts';
import { valuesByBooking } from '../model/booking-refs.ts';
import { tableNumber } from '../model/names.ts';
import type { GuestRecord } from '../model/records.ts';
import { seatsInRoom, turn, type PlacedTable, type Point, type RoomObject } from '../model/room.ts';
import { roomPlan } from '../model/room-layout.ts';
import { esc, type Language } from './html.ts';
import { layoutOf, type PrintedTable, type PrintPlan } from './plan.ts';

export const FLOOR_PLAN_PAPERS = ['A3', 'A4'] as const;
export type FloorPlanPaper = (typeof FLOOR_PLAN_PAPERS)[number];

export interface FloorPlanOptions {
  language: Language;
  /** The people's names at their seats. */
  names: boolean;
  /** The scale bar's unit (default metres). */
  unit?: LengthUnit;
}

/** A chair's radius on the drawing. */
const CHAIR_RADIUS = 0.2;
const FONT = "Rubik, 'Noto Sans Hebrew', 'Arial Hebrew', Arial, sans-serif";
/** Roughly how wide a character is, in ems, to fit text in a space. */
const CHAR_EM = 0.56;
const HEBREW = /[\u0590-\u05FF\uFB1D-\uFB4F]/;

/** The colour each kind of object is filled with, so the legend can name it. */
const OBJECT_FILL: Record<RoomObject['kind'], string> = {
  danceFloor: '#f3e7c9',
  stage: '#e2d4ee',
  bar: '#d5e8f3',
  buffet: '#d9efd9',
  entrance: '#cfe9e2',
  exit: '#f7d4d0',
  dj: '#ece0d3',
  speakers: '#c9c9c9',
  cake: '#f8dceb',
  pillar: '#9a9a9a',
};

/** Text as XML: markup escaped, and the control characters XML 1.0 cannot hold left out. */
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const xml = (text: string): string => esc(text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, ''));

/** A number as an attribute: at most three decimals, no exponent. */
const num = (value: number): string => String(Math.round(value * 1000) / 1000);

type Anchor = 'start' | 'middle' | 'end';

/**
 * One line of text. Hebrew reads right to left (the drawing itself is not mirrored), so `anchor`
 * names the side of the text that stands at x as seen on the page, left ('start') or right ('end').
 */
function text(
  content: string,
  x: number,
  y: number,
  size: number,
  {
    anchor = 'middle',
    weight = 400,
    fill = '#1b1b1b',
    rotate = 0,
  }: { anchor?: Anchor; weight?: number; fill?: string; rotate?: number } = {},
): string {
  const rtl = HEBREW.test(content);
  const sideAnchor = rtl && anchor !== 'middle' ? (anchor === 'start' ? 'end' : 'start') : anchor;
  const attributes = [
    `x="${num(x)}"`,
    `y="${num(y)}"`,
    `font-size="${num(size)}"`,
    `text-anchor="${sideAnchor}"`,
    'dominant-baseline="central"',
    ...(weight !== 400 ? [`font-weight="${weight}"`] : []),
    ...(fill !== '#1b1b1b' ? [`fill="${fill}"`] : []),
    ...(rtl ? ['direction="rtl"', 'unicode-bidi="embed"'] : []),
    ...(rotate !== 0 ? [`transform="rotate(${num(rotate)} ${num(x)} ${num(y)})"`] : []),
  ];
  return `<text ${attributes.join(' ')}>${xml(content)}</text>`;
}

/** The font size at which a text fits a width, at most `max`. */
const fitted = (content: string, width: number, max: number): number => Math.min(max, width / Math.max(1, content.length * CHAR_EM));

/** Each booking's stored seat numbers, found by its id or name so two bookings with one name keep their own. */
function seatsByBooking(plan: PrintPlan): Map<GuestRecord, readonly number[]> {
  const numbers = valuesByBooking(plan.guests, plan.seats);
  return new Map(plan.guests.flatMap((record, i) => (numbers[i] ? [[record, numbers[i]] as const] : [])));
}

/** Where each person of the table sits: their booking's seats when they fit, else the lowest free seats, in list order. */
function namesAtSeats(table: PrintedTable, stored: ReadonlyMap<GuestRecord, readonly number[]>, t: Translate): Map<number, string> {
  const capacity = table.record.capacity;
  const bySeat = new Map<number, string>();
  const waiting: string[] = [];
  for (const booking of table.bookings) {
    const labels = booking.people.map((person) => (person.name !== '' ? person.name : t('print.guest_of', { booking: person.booking })));
    const own = stored.get(booking.record) ?? [];
    const fits =
      own.length === labels.length &&
      new Set(own).size === own.length &&
      own.every((s) => Number.isInteger(s) && s >= 1 && s <= capacity && !bySeat.has(s));
    if (fits) own.forEach((seat, i) => bySeat.set(seat, labels[i]!));
    else waiting.push(...labels);
  }
  for (let seat = 1; seat <= capacity && waiting.length > 0; seat++) if (!bySeat.has(seat)) bySeat.set(seat, waiting.shift()!);
  return bySeat;
}

/** A table: its top, its chairs (filled where someone sits), its number large and its name, and the names at the seats. */
function tableSvg(table: PlacedTable, people: Map<number, string> | null): string {
  const { x, y, length, width, rotation } = table;
  const shape =
    table.shape === 'round'
      ? `<circle cx="${num(x)}" cy="${num(y)}" r="${num(length / 2)}"/>`
      : `<rect x="${num(x - length / 2)}" y="${num(y - width / 2)}" width="${num(length)}" height="${num(width)}" rx="0.05" transform="rotate(${num(rotation)} ${num(x)} ${num(y)})"/>`;
  const seats = seatsInRoom(table);
  const chairs = seats
    .map((p, i) => `<circle cx="${num(p.x)}" cy="${num(p.y)}" r="${CHAIR_RADIUS}"${people?.has(i + 1) ? ' fill="#8a8a8a"' : ''}/>`)
    .join('');
  // The space the label has, as seen on the page (a turned table is as wide as it is deep turned).
  const a = (rotation * Math.PI) / 180;
  const across = table.shape === 'round' ? length * 0.8 : Math.abs(Math.cos(a)) * length + Math.abs(Math.sin(a)) * width;
  const down = table.shape === 'round' ? length * 0.8 : Math.abs(Math.sin(a)) * length + Math.abs(Math.cos(a)) * width;
  // A numbered table shows its number large and its name below; a named one (Head table) its name alone.
  const numbered = tableNumber(table.name);
  const number = numbered === null ? '' : String(numbered);
  const numberSize = Math.min(down * 0.55, fitted(number, across * 0.9, Infinity));
  const nameSize = fitted(table.name, across * 0.92, Math.min(down * 0.28, numberSize * 0.5));
  const label =
    text(number, x, y - nameSize * 0.5, numberSize, { weight: 700 }) +
    text(table.name, x, y + numberSize * 0.5, nameSize, { fill: '#333' });
  const names = people ? seats.map((seat, i) => seatName(table, seat, people.get(i + 1))).join('') : '';
  return `<g class="table"><g class="top" fill="#fff" stroke="#1b1b1b" stroke-width="0.04">${shape}</g><g class="chairs" fill="#fff" stroke="#555" stroke-width="0.03">${chairs}</g>${label}${names}</g>`;
}

/** A person's name beside their chair, reading away from the table (turned so it is never upside down). */
function seatName(table: PlacedTable, seat: Point, name: string | undefined): string {
  if (!name) return '';
  const out =
    table.shape === 'round'
      ? { x: seat.x - table.x, y: seat.y - table.y }
      : turn({ x: 0, y: Math.sign(turn({ x: seat.x - table.x, y: seat.y - table.y }, -table.rotation).y) || 1 }, table.rotation);
  const length = Math.hypot(out.x, out.y) || 1;
  const unit = { x: out.x / length, y: out.y / length };
  const at = { x: seat.x + unit.x * (CHAIR_RADIUS + 0.06), y: seat.y + unit.y * (CHAIR_RADIUS + 0.06) };
  let angle = (Math.atan2(unit.y, unit.x) * 180) / Math.PI;
  let anchor: Anchor = 'start';
  if (unit.x < -1e-9 || (Math.abs(unit.x) <= 1e-9 && unit.y > 0)) {
    angle += 180;
    anchor = 'end';
  }
  return text(name, at.x, at.y, 0.13, { anchor, rotate: angle, fill: '#222' });
}

/** A fixed object in its colour, its name written on it when it fits. */
function objectSvg(object: RoomObject, name: string): string {
  const { x, y, length, width, rotation } = object;
  const size = fitted(name, length * 0.9, Math.min(0.45, width * 0.45));
  const label = size >= 0.12 ? text(name, x, y, size, { fill: '#333', rotate: rotation }) : '';
  return `<g class="object"><rect x="${num(x - length / 2)}" y="${num(y - width / 2)}" width="${num(length)}" height="${num(width)}" fill="${OBJECT_FILL[object.kind]}" stroke="#777" stroke-width="0.03" transform="rotate(${num(rotation)} ${num(x)} ${num(y)})"/>${label}</g>`;
}

/** The longest round length of the unit that fits in `room` metres: 1, 2, 5, 10… */
function scaleLength(room: number, unit: LengthUnit): number {
  const perUnit = unit === 'ft' ? METRES_PER_FOOT : 1;
  const steps = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000];
  return [...steps].reverse().find((step) => step * perUnit <= room / 4) ?? 1;
}

/** The floor plan as a standalone SVG document, in metres: the room from (0, 0), its title above and its legend below. */
export function floorPlanSvg(plan: PrintPlan, options: FloorPlanOptions, t: Translate): string {
  const drawing = roomPlan(plan.tables, plan.room);
  const { room } = drawing;
  const rtl = options.language === 'he';
  const unit = options.unit ?? 'm';
  // Text about the page (title, legend) is sized to the page, so it prints the same size in any room.
  const ui = Math.max(room.width, room.depth * 1.41) / 100;
  const margin = ui * 1.5;
  const top = ui * 4.5;
  const bottom = ui * 4;
  const viewBox = [-margin, -top, room.width + 2 * margin, room.depth + top + bottom];

  const title = text(plan.eventName, rtl ? room.width : 0, -top + ui * 1.6, ui * 1.7, { anchor: rtl ? 'end' : 'start', weight: 700 });
  const subtitle = text(t('floorPlan.title'), rtl ? room.width : 0, -top + ui * 3.3, ui * 1.05, {
    anchor: rtl ? 'end' : 'start',
    fill: '#444',
  });

  const objectName = (kind: RoomObject['kind']) => t(`room.object.${kind}`);
  const objects = room.objects.map((object) => objectSvg(object, objectName(object.kind))).join('');
  const stored = seatsByBooking(plan);
  const names = options.names ? layoutOf(plan).tables.map((table) => namesAtSeats(table, stored, t)) : null;
  const tables = drawing.tables.map((table) => tableSvg(table, names?.[table.index] ?? null)).join('');

  // The scale bar at the reading start, the legend after it.
  const rowY = room.depth + bottom * 0.55;
  const legendSize = ui * 0.9;
  const step = scaleLength(room.width, unit);
  const barLength = step * (unit === 'ft' ? METRES_PER_FOOT : 1);
  const barStart = rtl ? room.width - barLength : 0;
  const scale =
    `<g class="scale"><path d="M${num(barStart)} ${num(rowY - ui * 0.4)}v${num(ui * 0.4)}h${num(barLength)}v${num(-ui * 0.4)}" fill="none" stroke="#1b1b1b" stroke-width="${num(ui * 0.12)}"/>` +
    text(`0`, barStart, rowY + ui * 0.7, legendSize * 0.85, { anchor: 'middle' }) +
    text(writeLength(options.language, step, unit, 0), barStart + barLength, rowY + ui * 0.7, legendSize * 0.85, { anchor: 'middle' }) +
    '</g>';
  const kinds = ROOM_OBJECT_KIND_IDS.filter((kind) => room.objects.some((o) => o.kind === kind));
  let cursor = barLength + ui * 3;
  const legend = kinds
    .map((kind) => {
      const word = objectName(kind);
      const swatch = ui * 1.1;
      const wordWidth = word.length * CHAR_EM * legendSize;
      const swatchX = rtl ? room.width - cursor - swatch : cursor;
      const wordX = rtl ? swatchX - ui * 0.5 : swatchX + swatch + ui * 0.5;
      cursor += swatch + ui * 0.5 + wordWidth + ui * 2;
      return (
        `<rect x="${num(swatchX)}" y="${num(rowY - swatch / 2)}" width="${num(swatch)}" height="${num(swatch)}" fill="${OBJECT_FILL[kind]}" stroke="#777" stroke-width="${num(ui * 0.06)}"/>` +
        text(word, wordX, rowY, legendSize, { anchor: rtl ? 'end' : 'start' })
      );
    })
    .join('');

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox.map(num).join(' ')}" direction="ltr" font-family="${FONT}" role="img" aria-label="${xml(`${t('floorPlan.title')} · ${plan.eventName}`)}">`,
    `<title>${xml(`${t('floorPlan.title')} · ${plan.eventName}`)}</title>`,
    `<rect x="${num(viewBox[0]!)}" y="${num(viewBox[1]!)}" width="${num(viewBox[2]!)}" height="${num(viewBox[3]!)}" fill="#fff"/>`,
    `<rect class="room" x="0" y="0" width="${num(room.width)}" height="${num(room.depth)}" fill="#fcfcfa" stroke="#1b1b1b" stroke-width="${num(ui * 0.25)}"/>`,
    title,
    subtitle,
    `<g class="objects">${objects}</g>`,
    `<g class="tables">${tables}</g>`,
    scale,
    `<g class="legend">${legend}</g>`,
    '</svg>',
  ].join('\n');
}

/** The paper's landscape size in millimetres. */
const PAPER_MM: Record<FloorPlanPaper, { width: number; height: number }> = {
  A3: { width: 420, height: 297 },
  A4: { width: 297, height: 210 },
};
const PAGE_MARGIN_MM = 8;

/** The floor plan on one landscape page: the drawing fills it, keeping its proportions. */
export function floorPlanBody(
  plan: PrintPlan,
  paper: FloorPlanPaper,
  options: FloorPlanOptions,
  t: Translate,
): { css: string; body: string } {
  const { width, height } = PAPER_MM[paper];
  const css = `
@page { size: ${paper} landscape; margin: ${PAGE_MARGIN_MM}mm; }
.floor-page { inline-size: ${width - 2 * PAGE_MARGIN_MM}mm; block-size: ${height - 2 * PAGE_MARGIN_MM - 1}mm; margin: 0 auto; overflow: hidden; break-inside: avoid; }
.floor-page svg { display: block; inline-size: 100%; block-size: 100%; }
@media screen { .floor-page { inline-size: 100%; max-inline-size: ${width}mm; block-size: auto; aspect-ratio: ${width} / ${height}; padding: min(${PAGE_MARGIN_MM}mm, 2%); background: #fff; box-shadow: 0 1px 4px rgb(0 0 0 / 0.25); } }
`;
  return { css, body: `<main class="floor-page">${floorPlanSvg(plan, options, t)}</main>` };
}
