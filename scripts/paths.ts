/** Where the build writes: the deployable site and the rules the local server reads beside it. */
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

export const BUILD_PATHS = {
  root,
  dist: `${root}dist`,
  /** Not deployed: the serving rules the local server interprets (Netlify gets _headers/_redirects). */
  buildDir: `${root}build`,
  servingRules: `${root}build/serving-rules.json`,
  /** Written last by a successful build; its mtime tells `npm start` whether a rebuild is due. */
  stamp: `${root}build/stamp.json`,
  public: `${root}public`,
} as const;
