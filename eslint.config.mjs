// ESLint (flat config) with type information for the hand-written TypeScript: `pnpm lint`, in scripts/test-all.sh.
// Four rules, each a bug class the compiler lets through: a promise nobody awaits (its failure is lost, or it
// outlives its unit of work), a promise where a callback's answer is ignored, names nobody uses, and imports
// of types that would load a module at run time. 0 warnings allowed (--max-warnings 0).
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/*.generated.ts', 'apps/console/src/api/generated/**'],
  },
  {
    files: ['apps/api/src/**/*.ts', 'apps/console/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts'],
    languageOptions: {
      parser: tseslint.parser,
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { '@typescript-eslint': tseslint.plugin },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // JSX handlers may be async (antd's onFinish/onClick ignore what they answer; each handler catches what it
      // shows): the rule keeps checking conditions, spreads and arguments.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
);
