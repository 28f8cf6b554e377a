import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts'],
    testTimeout: 60_000,
    // Vitest's default is one worker fewer than the CPUs: one worker on CI's two. Many files spend their time
    // waiting on the CLI, its dev server or Chromium, so a second worker overlaps that wait (tests/README.md, Speed).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
