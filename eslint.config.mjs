// ESLint: typescript-eslint's strict type-checked rules, Lit and web-component rules, zero warnings.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { configs as litConfigs } from 'eslint-plugin-lit';
import { configs as wcConfigs } from 'eslint-plugin-wc';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    // With noUncheckedIndexedAccess, `!` on an index known to be in bounds is the honest way to say so.
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  { files: ['src/components/**/*.ts', 'src/embed/**/*.ts'], ...wcConfigs['flat/recommended'] },
  { files: ['src/components/**/*.ts', 'src/embed/**/*.ts'], ...litConfigs['flat/recommended'] },
  { files: ['**/*.mjs'], ...tseslint.configs.disableTypeChecked },
);
