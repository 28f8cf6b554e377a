import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildProjectOnce } from '../content/built-project';
import { readSource } from '../content/source-pages';

// Reading CLI output, "Errors": a type error is not a build error. A TypeScript background script that assigns a
// string to a number builds with exit code 0 and no warning, and the value is in the output as written.

const TYPE_ERROR = "const count: number = 'three'";
const project = buildProjectOnce(
  'typed-counter-',
  {
    'package.json': JSON.stringify({ name: 'typed-counter', private: true, version: '1.0.0' }),
    'src/manifest.json': JSON.stringify({ manifest_version: 3, name: 'Counter', version: '1.0.0', background: { service_worker: 'background.ts' } }),
    'src/background.ts': `${TYPE_ERROR}\nconsole.log('count is', count)\n`,
  },
  ['build'],
);

describe('a type error and extension build (Reading CLI output)', () => {
  it('the page names the example it was checked with', () => {
    expect(readSource('/docs/guides/reading-cli-output')).toContain(`\`${TYPE_ERROR}\` compiles, prints no warning and exits with code 0`);
  });

  it('builds with exit code 0, no error and no warning, and ships the value', () => {
    expect(project.run.code, project.run.out).toBe(0);
    expect(project.run.out).toMatch(/Counter compiled in \d+ ms\./);
    expect(project.run.out).not.toMatch(/error|warning/i);
    const built = readFileSync(path.join(project.root, 'dist/chromium/background/service_worker.js'), 'utf8');
    expect(built).toContain('three');
  });
});
