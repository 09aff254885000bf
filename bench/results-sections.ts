/**
 * bench/results.md is written by several commands: the full `npm run bench` and the section flags
 * (`--gap`, `--cli`, …). These keep one from erasing another. It holds generated tables only: why the
 * solver is as it is goes in docs/decisions/.
 */

/** The "## " sections of a results text, each with its heading line; what comes before the first is left out. */
function sectionsOf(text: string): Map<string, string> {
  const parts = text.split(/\n(?=## )/).slice(1);
  return new Map(parts.map((part) => [part.slice(0, part.indexOf('\n')).trim(), part.trimEnd() + '\n']));
}

/** The first cell of each row of the targets table (the target itself, as written). */
function targetRows(section: string | undefined): Map<string, string> {
  const rows = (section ?? '').split('\n').filter((l) => l.startsWith('| ') && !l.startsWith('| target') && !l.startsWith('| ---'));
  return new Map(rows.map((row) => [row.split(' | ')[0]!.slice(2).trim(), row]));
}

/**
 * The full run writes the sections it measures; the others in the results already written (the avoidable
 * gap, measured only with --gap) are kept, each after the section it followed, and so are their rows of the
 * targets table.
 */
export function keepUnmeasured(fresh: string, old: string): string {
  const freshSections = sectionsOf(fresh);
  const oldSections = sectionsOf(old);
  let text = fresh;
  let after = '';
  for (const [heading, body] of oldSections) {
    if (!freshSections.has(heading) && heading !== '## Targets') {
      const afterAt = after ? text.indexOf(`\n${after}\n`) : -1;
      const next = afterAt >= 0 ? text.indexOf('\n## ', afterAt + 1) : text.indexOf('\n## Targets');
      const at = next >= 0 ? next + 1 : text.length;
      text = text.slice(0, at) + body + '\n' + text.slice(at);
    }
    after = heading;
  }
  const freshTargets = targetRows(freshSections.get('## Targets'));
  const kept = [...targetRows(oldSections.get('## Targets'))].filter(([target]) => !freshTargets.has(target));
  return kept.length === 0 ? text : text.trimEnd() + '\n' + kept.map(([, row]) => row).join('\n') + '\n';
}
