import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // one module graph and one jsdom per worker thread instead of per test file: the suite takes ~20 s instead of
    // ~110 s on the 2-core CI machine (environment set-up and imports were 70 % of it); setup.ts resets what test
    // files would otherwise leave to each other (rendered trees, storage, toasts)
    pool: 'threads',
    isolate: false,
    // a test that clicks through modals takes several seconds while CI's other lanes hold both cores (the Process
    // Log page's took 5.3 s there): vitest's 5 s default failed it though nothing was wrong
    testTimeout: 20_000,
  },
});
