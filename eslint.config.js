import fs from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Each feature folder may import another feature only through that feature's `public.ts`
 * (docs/architecture.md); with `publicFiles: false`, not at all.
 */
function featureZones(featuresDir, { publicFiles = true } = {}) {
  if (!fs.existsSync(featuresDir)) return [];
  const features = fs
    .readdirSync(featuresDir)
    .filter((f) => fs.statSync(`${featuresDir}/${f}`).isDirectory());
  return features.map((feature) => ({
    target: `${featuresDir}/${feature}`,
    from: featuresDir,
    except: [
      `./${feature}`,
      ...(publicFiles ? features.map((other) => `./${other}/public.ts`) : []),
    ],
    message: publicFiles
      ? "A feature uses another feature only through that feature's public.ts."
      : 'Features do not import other features: share through packages/core or lib.',
  }));
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/.bench/**',
      '**/node_modules/**',
      '**/.data/**',
      'coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/server/src/db/migrations/**',
      '**/*.tmp.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { import: importPlugin },
    settings: {
      // Plain Node resolution with TypeScript's extensions: enough for our relative imports, and
      // no native resolver binaries to install.
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import/no-cycle': 'error',
      'import/no-self-import': 'error',
      'import/no-duplicates': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TSEnumDeclaration',
          message: 'Use `as const` objects or z.enum instead of enum.',
        },
      ],
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/web',
              from: './apps/server',
              message: 'The web app never imports the server.',
            },
            {
              target: './apps/server',
              from: './apps/web',
              message: 'The server never imports the web app.',
            },
            { target: './packages/core', from: './apps', message: 'core imports only zod.' },
            // The web's layers: shared code (components, lib) → features → app.
            {
              target: ['./apps/web/src/components', './apps/web/src/lib'],
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'Shared code (components, lib) imports neither features nor app.',
            },
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'Features never import app: the app composes them.',
            },
            ...featureZones('./apps/web/src/features', { publicFiles: false }),
            ...featureZones('./apps/server/src/features'),
            {
              target: './apps/server/src/lib',
              from: './apps/server/src/features',
              message: 'lib/ is what any app would have: it never imports a feature.',
            },
            {
              target: ['./apps/*/src/**/!(*.test).{ts,tsx}', './packages/core/src/**/!(*.test).ts'],
              from: ['./apps/*/src/**/*.test.{ts,tsx}', './apps/server/test/**'],
              message: 'Source never imports tests.',
            },
          ],
        },
      ],
    },
  },
  {
    // core is pure: zod and its own files only, no I/O, no Node, no browser.
    files: ['packages/core/src/**/*.ts'],
    ignores: ['packages/core/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!zod($|/)|\\.)', message: 'packages/core imports only zod.' }] },
      ],
    },
  },
  {
    // Only config.ts reads the environment (docs/code-style.md).
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/config.ts', 'apps/server/src/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through config.ts.' },
        {
          object: 'c',
          property: 'var',
          // Hono builds a new object of every variable on each `c.var` read (Object.fromEntries):
          // about 5 % of a signed-in read's CPU when every handler used it.
          message: "Read request variables with c.get('name').",
        },
      ],
    },
  },
  {
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
);
