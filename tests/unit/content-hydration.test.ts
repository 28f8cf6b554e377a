import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// theme/loading/contentHydration.tsx wraps each entry of Rspress's route table so that the page content reports
// when it has hydrated. That works while Content renders the route table's own element inside its Suspense.
const runtimeDir = path.dirname(createRequire(import.meta.url).resolve('@rspress/core/runtime'));
const read = (file: string) => readFileSync(path.join(runtimeDir, file), 'utf8');

describe('Rspress renders the route element the theme wraps', () => {
  it('takes the route table from virtual-routes', () => {
    expect(read('route.js')).toMatch(/import \{ routes \} from "virtual-routes"/);
  });

  it('renders route.element of the matched route inside a Suspense boundary', () => {
    const content = read('Content.js');
    expect(content).toMatch(/route\?\.element/);
    expect(content).toMatch(/jsx\(Suspense,/);
  });
});
