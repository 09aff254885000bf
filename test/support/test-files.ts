/** The test files of a folder, for the runners that load many files into one process. */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { BUILD_PATHS } from '../../scripts/paths.ts';

/** Every `*.test.ts` in `folder` (relative to the repository), by name, as absolute paths. */
export const testFiles = (folder: string): string[] =>
  readdirSync(join(BUILD_PATHS.root, folder))
    .filter((name) => name.endsWith('.test.ts'))
    .sort()
    .map((name) => join(BUILD_PATHS.root, folder, name));
