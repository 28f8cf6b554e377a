// Runs `rspress build` inside this process, as node_modules/@rspress/core/bin/rspress.js does, and as it exits
// writes the kernel's account of it (peak RSS, CPU time of all its threads) to the file BENCH_USAGE_FILE names.
// Wall time on a shared 2-core machine depends on what else runs; CPU time much less so: both are reported.
import { writeFileSync } from 'node:fs';
import nodeModule from 'node:module';

process.on('exit', () => {
  const usage = process.resourceUsage();
  writeFileSync(
    process.env.BENCH_USAGE_FILE,
    JSON.stringify({ maxRssBytes: usage.maxRSS * 1024, cpuMs: (usage.userCPUTime + usage.systemCPUTime) / 1000 }),
  );
});

// The rspress bin turns on Node's compile cache (compiled JS of node_modules, not the build cache): do the same.
try {
  nodeModule.enableCompileCache?.();
} catch {
  // an old Node without it builds the same way, only its start is slower
}
const { runCLI } = await import('@rspress/core/dist/index.js');
runCLI();
