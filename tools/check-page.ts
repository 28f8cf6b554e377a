// Usage: node tools/check-page.ts <file.mdx> [...]  (Node 22.18+ runs TypeScript directly)
// Prints what the content tests will say about each page, for writers who want an answer before `npm test`.
import { readFileSync } from 'node:fs';
import { bannedPhrasesIn, readPageFacts } from '../tests/content/page-rules.ts';

let failed = false;
for (const file of process.argv.slice(2)) {
  const source = readFileSync(file, 'utf8');
  const facts = readPageFacts(source);
  const problems: string[] = [];
  if (typeof facts.frontmatter.title !== 'string') problems.push('no title front matter');
  if (typeof facts.frontmatter.description !== 'string') problems.push('no description front matter');
  if (facts.proseWords < 250) problems.push(`only ${facts.proseWords} prose words (need 250)`);
  if (facts.h2.length < 2) problems.push(`only ${facts.h2.length} h2 headings (need 2)`);
  const banned = bannedPhrasesIn(source);
  if (banned.length) problems.push(`banned phrases: ${banned.join(', ')}`);
  failed ||= problems.length > 0;
  console.log(`${problems.length ? 'FAIL' : 'ok  '} ${file} (${facts.proseWords} words, ${facts.h2.length} h2)${problems.length ? ': ' + problems.join('; ') : ''}`);
}
process.exit(failed ? 1 : 0);
