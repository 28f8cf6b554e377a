import { describe, expect, it } from 'vitest';
import { PAGE_CODE_FACTS } from '../content/page-code-facts';
import { distFileOneSpace, oneSpace } from '../content/pinned-dist';
import { readSource } from '../content/source-pages';

// What the pages say the CLI does where no captured run shows it, against the code of the pinned CLI that decides it
// (tests/content/page-code-facts.ts).
describe('behaviours the pages state, against the pinned code that decides them', () => {
  it('has records', () => {
    expect(PAGE_CODE_FACTS.length).toBeGreaterThan(5);
  });

  it.each(PAGE_CODE_FACTS.map((fact) => [fact.route, fact] as const))('%s: the page says it and the dist still decides it so', (route, fact) => {
    expect(oneSpace(readSource(route))).toContain(oneSpace(fact.says));
    for (const { file, code } of fact.code) expect(distFileOneSpace(file), `${file} no longer holds: ${code}`).toContain(oneSpace(code));
  });
});
