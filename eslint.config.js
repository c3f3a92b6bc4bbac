// One lint setup for the whole workspace.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

// Physical left/right utilities break right-to-left layouts; logical ones (ms-, pe-, start-, text-start…) do not.
const PHYSICAL_UTILITY =
  /(^|[\s"'`:])-?(ml|mr|pl|pr|left|right|rounded-l|rounded-r|rounded-tl|rounded-tr|rounded-bl|rounded-br|border-l|border-r|scroll-ml|scroll-mr|scroll-pl|scroll-pr)-[0-9a-z[]|text-(left|right)\b|space-x-[0-9]/;
const rtlMessage =
  'Physical left/right Tailwind utility: use the logical one (ms-/me-/ps-/pe-/start-/end-/text-start/text-end, gap-*).';
const physicalPattern = PHYSICAL_UTILITY.source.replace(/\//g, '\\/');

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.tsbuild/**',
      'storybook-static/**',
      'coverage/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '!.storybook',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}', 'packages/app/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'no-restricted-syntax': [
        'error',
        { selector: `Literal[value=/${physicalPattern}/]`, message: rtlMessage },
        { selector: `TemplateElement[value.raw=/${physicalPattern}/]`, message: rtlMessage },
      ],
    },
  },
  {
    // ui is pure: data in through props, events out through callbacks.
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router-dom',
              message: 'ui is router-free: use the Link from ui/navigation.',
            },
            {
              name: 'react-router',
              message: 'ui is router-free: use the Link from ui/navigation.',
            },
            {
              name: '@tanstack/react-query',
              message: 'ui has no data fetching: take data through props.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'ui has no I/O: take data and callbacks through props.' },
        { name: 'localStorage', message: 'ui has no I/O: the app owns storage.' },
      ],
    },
  },
);
