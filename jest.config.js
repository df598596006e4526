/**
 * Jest: two projects.
 *  - unit: jsdom, React components and browser modules (__tests__/unit)
 *  - integration: node, real HTTP against the CMS (__tests__/integration)
 * e2e (Playwright) lives in __tests__/e2e and is not Jest's.
 */

/** TS/TSX through SWC with React's automatic runtime. */
const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2021',
    },
    module: { type: 'commonjs' },
  },
];

/** Settings both projects share. */
const shared = {
  transform: {
    '^.+\\.(t|j)sx?$': swcTransform,
    // swiper ships ES modules only (.mjs)
    '^.+\\.mjs$': swcTransform,
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'mjs', 'cjs', 'json', 'node'],
  // swiper (and its old helpers) are ESM: let SWC compile them too.
  transformIgnorePatterns: ['/node_modules/(?!(swiper|ssr-window|dom7)/)'],
  moduleNameMapper: {
    '\\.module\\.css$': '<rootDir>/__mocks__/style-mock.js',
    '\\.css$': '<rootDir>/__mocks__/file-stub.js',
    // swiper's stylesheets are imported by export name ('swiper/css/pagination'), without .css
    '^swiper/css(/.*)?$': '<rootDir>/__mocks__/file-stub.js',
    '\\.(png|jpe?g|gif|webp|avif|svg|mp4|webm|pdf)$': '<rootDir>/__mocks__/file-stub.js',
    '^gatsby$': '<rootDir>/__mocks__/gatsby.tsx',
    // axios' package "exports" would give jest its browser ESM build.
    '^axios$': 'axios/dist/node/axios.cjs',
  },
  testPathIgnorePatterns: ['/node_modules/', '/public/', '/.cache/', '<rootDir>/__tests__/e2e/'],
  modulePathIgnorePatterns: ['<rootDir>/public/', '<rootDir>/.cache/'],
  globals: { __PATH_PREFIX__: '', __BASE_PATH__: '' },
};

/** @type {import('jest').Config} */
module.exports = {
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testEnvironment: 'jsdom',
      // roots/testMatch instead of roots: ['<rootDir>/__tests__/unit'] so a missing folder is not an error.
      roots: ['<rootDir>/__tests__'],
      testMatch: ['<rootDir>/__tests__/unit/**/*.test.{ts,tsx,js}'],
      setupFilesAfterEnv: ['<rootDir>/__tests__/setup/unit.setup.ts'],
      testEnvironmentOptions: { url: 'http://localhost/' },
    },
    {
      ...shared,
      displayName: 'integration',
      testEnvironment: 'node',
      roots: ['<rootDir>/__tests__'],
      testMatch: ['<rootDir>/__tests__/integration/**/*.test.{ts,tsx,js}'],
      // testTimeout is a global option in Jest 29; a setup file sets it for this project only.
      setupFilesAfterEnv: ['<rootDir>/__tests__/setup/integration.setup.ts'],
    },
  ],
};
