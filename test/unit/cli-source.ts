/**
 * Node's arguments that run the command line from its TypeScript source, as the bin does without its bundle:
 * the unit tests test the source as it is now, never a bundle built before an edit (test/e2e/cli-bin.test.ts
 * runs the built bin).
 */
export const CLI_FROM_SOURCE = ['--import', 'tsx', 'src/cli/bin.ts'] as const;
