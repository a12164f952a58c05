// ESLint flat config: browser + WebExtension globals, ES modules everywhere except the
// classic content-script loader.
import js from '@eslint/js';
import globals from 'globals';

export default [
  { ignores: ['node_modules/**'] },
  js.configs.recommended,
  {
    files: ['**/*.js'],
    languageOptions: {
      ecmaVersion: 2024,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.webextensions },
    },
    rules: {
      'no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'prefer-const': 'error',
    },
  },
  { files: ['content/loader.js'], languageOptions: { sourceType: 'script' } },
  { files: ['test/**/*.js', 'eslint.config.js'], languageOptions: { globals: { ...globals.node } } },
];
