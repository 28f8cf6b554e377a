import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { include: ['bench/engines/*.test.ts'], testTimeout: 300_000 } });
