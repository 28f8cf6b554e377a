import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { include: ['tools/search-engines/*.test.ts'], testTimeout: 300_000 } });
