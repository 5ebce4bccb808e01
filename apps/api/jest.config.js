/**
 * Jest 30 in native ESM mode ("type": "module"; the test script sets
 * NODE_OPTIONS=--experimental-vm-modules). @swc/jest compiles with the decorator settings of
 * .swcrc (legacy decorators + metadata: Nest injects by type). The mapper drops the `.js`
 * suffix of relative imports so Jest finds the `.ts` sources.
 *   unit specs:        src/**\/*.spec.ts        (pure rules, fakes injected)
 *   integration specs: test/**\/*.int-spec.ts   (real PostgreSQL: TEST_DATABASE_URL, Redis: TEST_REDIS_URL)
 */
/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  rootDir: '.',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.int-spec.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
          target: 'es2022',
          keepClassNames: true,
        },
        module: { type: 'es6' },
        sourceMaps: 'inline',
      },
    ],
  },
  testTimeout: 60000,
};
