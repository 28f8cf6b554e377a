// npm run capture:scenarios: runs the scenarios of tests/fixtures/cli-scenarios/scenarios.mjs against the pinned CLI
// and writes what they print to tests/fixtures/cli-scenarios/captures.json. Run it after bumping the pinned CLI or
// adding a scenario; the unit test fails until the record and the live runs agree.
import { writeFileSync } from 'node:fs';
import { CAPTURES_FILE, capturesRecord, readCaptures, runScenarios } from './cli-scenarios.mjs';

const started = performance.now();
const captured = await runScenarios();
let previous = {};
try {
  previous = readCaptures().scenarios;
} catch {
  // first capture
}
// A scenario this machine cannot run (a Node.js older than 22.12 is missing) keeps its earlier record.
for (const [id, run] of Object.entries(captured)) if (run.skipped && previous[id]) captured[id] = previous[id];
writeFileSync(CAPTURES_FILE, `${JSON.stringify(capturesRecord(captured), null, 2)}\n`);
console.log(`${CAPTURES_FILE}: ${Object.keys(captured).length} scenarios in ${((performance.now() - started) / 1000).toFixed(1)} s`);
