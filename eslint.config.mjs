// ESLint: typescript-eslint's strict type-checked rules, Lit and web-component rules, zero warnings
// (`npm run lint` passes --max-warnings 0). Each runtime is type-checked with its own tsconfig and globals.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { configs as litConfigs } from 'eslint-plugin-lit';
import { configs as wcConfigs } from 'eslint-plugin-wc';
import globals from 'globals';

/** Type information for a runtime's files: the tsconfig that checks them (paths from the repository root). */
const runtime = (files, tsconfig, runtimeGlobals, ignores = []) => ({
  files,
  ignores,
  languageOptions: {
    parserOptions: { project: [tsconfig], tsconfigRootDir: import.meta.dirname },
    globals: runtimeGlobals,
  },
});

const NODE_SIDE = ['scripts/**/*.ts', 'scripts/**/*.mjs', 'bench/**/*.ts', 'src/server/**/*.ts', 'src/site/**/*.ts', 'src/cli/**/*.ts'];

export default tseslint.config(
  { ignores: ['dist/**', 'dist-cli/**', 'build/**', 'coverage/**', 'test-results/**'] },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,

  runtime(['src/**/*.ts'], './tsconfig.json', globals.browser, [...NODE_SIDE, 'src/worker/**']),
  runtime(NODE_SIDE, './tsconfig.node.json', globals.node),
  runtime(['src/worker/**/*.ts'], './src/worker/tsconfig.json', globals.worker),
  runtime(['sw/**/*.ts'], './sw/tsconfig.json', globals.serviceworker),
  runtime(['test/**/*.ts'], './test/tsconfig.json', globals.node, ['test/browser/**']),
  runtime(['test/browser/**/*.ts'], './test/tsconfig.json', { ...globals.browser, ...globals.mocha }),

  {
    rules: {
      // Indexed reads (the solver's typed-array loops, rows of a parsed file) are in bounds by
      // construction; with noUncheckedIndexedAccess a `!` is the honest statement of that.
      '@typescript-eslint/no-non-null-assertion': 'off',
      // node:test's test/describe/it return promises the runner itself awaits. Chai's `equal` (its
      // type is Chai.Equal) is synchronous, but @open-wc/semantic-dom-diff adds an overload to that
      // type that returns a promise, so every `expect(x).to.equal(y)` would otherwise be flagged.
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          allowForKnownSafeCalls: [
            { from: 'package', package: 'node:test', name: ['test', 'describe', 'it', 'suite'] },
            { from: 'package', package: 'chai', name: 'Equal' },
          ],
        },
      ],
      // A number's text in a template is well defined, and messages, CSV and SVG are built from numbers;
      // String(n) everywhere would add noise, not safety. Nullish, objects and any stay forbidden.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // `() => resolve()` is the idiomatic one-line callback; its type stays void, so any use of its
      // result is a type error anyway. Void in every other position (an argument, a value, a return) stays forbidden.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // Naming properties beside a rest element is how an object is copied without them (TypeScript's
      // noUnusedLocals accepts it too); every other unused variable stays an error.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },

  { files: ['src/components/**/*.ts', 'src/embed/**/*.ts'], ...wcConfigs['flat/recommended'] },
  { files: ['src/components/**/*.ts', 'src/embed/**/*.ts'], ...litConfigs['flat/recommended'] },
  {
    files: ['src/components/**/*.ts', 'src/embed/**/*.ts'],
    // Lit calls a template's event listeners (@click=${this.onClick}) with the element as `this`, so
    // passing a method is the idiom there, not an unbound call.
    rules: { '@typescript-eslint/unbound-method': 'off' },
  },

  {
    files: ['test/**/*.ts'],
    rules: {
      // Playwright's waitForFunction takes the promise an async predicate returns as a true answer,
      // so it would not wait at all (microsoft/playwright#29132): poll page.evaluate instead.
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='waitForFunction'] > :function[async=true]",
          message: 'waitForFunction does not wait for an async predicate; poll page.evaluate instead.',
        },
        // A test waits for what the user sees or the app announces, never for a fixed time: a wait long
        // enough here is too short on a slower machine (issue 59). The allowed few say why beside an
        // eslint-disable comment: the poll inside `eventually` itself, a deadline that fails a hung
        // promise (workspace-harness.ts `within`), a click put after a dialog's own task.
        {
          selector: "CallExpression[callee.property.name='waitForTimeout']",
          message: 'Wait for an element, an event or `eventually` (test/support/eventually.ts), not for a fixed time.',
        },
        {
          selector: "CallExpression[callee.name='setTimeout'], CallExpression[callee.property.name='setTimeout']",
          message:
            'Wait for an element, an event or `eventually`/`until` (test/support/eventually.ts), not for a fixed time; a timer that is no wait needs an eslint-disable saying why.',
        },
      ],
      // node:timers/promises' setTimeout is a sleep under another name.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'node:timers/promises', message: 'Wait with `eventually` (test/support/eventually.ts), not a sleep.' },
            // Its deadline is one second whatever the machine: a busy CI run outlasts it (stop 61).
            {
              name: '@open-wc/testing',
              importNames: ['waitUntil', 'aTimeout'],
              message: 'Wait with `until` (test/support/eventually.ts), whose deadline fits a slower machine.',
            },
          ],
        },
      ],
    },
  },

  // Configuration files and the CLI launcher: plain Node modules outside every tsconfig
  // (scripts/*.mjs are type-checked with the scripts).
  { files: ['**/*.mjs'], ignores: ['scripts/**'], ...tseslint.configs.disableTypeChecked },
  { files: ['**/*.mjs'], ignores: ['scripts/**'], languageOptions: { globals: globals.node } },
);
