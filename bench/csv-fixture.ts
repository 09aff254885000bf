/** Writes a generated instance as the guests and tables CSV files a user would import. */
import type { Problem } from '../src/model/problem.ts';

const cell = (value: string): string => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

export function instanceToCsv(problem: Problem): { guests: Uint8Array; tables: Uint8Array } {
  const lines = ['name,size,group,avoid,table'];
  for (const b of problem.bookings) {
    const group = b.group >= 0 ? problem.groups[b.group]!.path.join(' / ') : '';
    const avoid = b.avoid.map((a) => problem.bookings[a]!.name).join('; ');
    const table = b.pin >= 0 ? problem.tables[b.pin]!.name : '';
    lines.push([b.name, String(b.size), group, avoid, table].map(cell).join(','));
  }
  const tableLines = ['name,capacity', ...problem.tables.map((t) => `${cell(t.name)},${t.capacity}`)];
  const encoder = new TextEncoder();
  return { guests: encoder.encode(lines.join('\r\n') + '\r\n'), tables: encoder.encode(tableLines.join('\r\n') + '\r\n') };
}
