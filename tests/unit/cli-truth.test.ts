import { describe, expect, it } from 'vitest';
import {
  cliHelp,
  longFlagsOfHelp,
  NODE22,
  nodeMajor,
  templateCountOfHelp,
  templateGroupsOfHelp,
} from '../content/cli-help';
import { backtickedNames, firstCells, longFlagsIn, sectionUnder } from '../content/markdown-tables';
import { splitFrontmatter } from '../content/page-rules';
import { readSource } from '../content/source-pages';

const bodyOf = (route: string) => splitFrontmatter(readSource(route)).body;
const sorted = (set: Set<string>) => [...set].sort();

describe('the pinned CLI can run', () => {
  it('has a Node 22.12+ binary from the npm registry', () => {
    expect(nodeMajor(NODE22)).toBeGreaterThanOrEqual(22);
  });
});

const FLAG_TABLES: Array<{ command: string; route: string; heading: string }> = [
  { command: 'create', route: '/docs/commands/create', heading: '## Flags' },
  { command: 'dev', route: '/docs/commands/dev', heading: '## Flags' },
  { command: 'preview', route: '/docs/commands/preview', heading: '## Flags' },
  { command: 'build', route: '/docs/commands/build', heading: '## Flags' },
  { command: 'start', route: '/docs/commands/preview', heading: '### Start flags' },
];

describe.each(FLAG_TABLES)('flags of extension $command', ({ command, route, heading }) => {
  it(`${route} "${heading}" lists exactly the flags of --help`, () => {
    const help = longFlagsOfHelp(cliHelp(command));
    expect(help.size).toBeGreaterThan(3);
    const page = longFlagsIn(firstCells(sectionUnder(bodyOf(route), heading)));
    expect(sorted(page)).toEqual(sorted(help));
  });
});

describe('templates page', () => {
  const help = cliHelp('create');
  const groups = templateGroupsOfHelp(help);
  const catalog = sectionUnder(bodyOf('/docs/getting-started/templates'), '## Template catalog');

  it('reads the whole catalog from the CLI', () => {
    expect(groups.flatMap((g) => g.templates)).toHaveLength(templateCountOfHelp(help));
  });

  it('lists every template name the CLI accepts, and no other', () => {
    const names = backtickedNames(firstCells(catalog));
    expect([...names].sort()).toEqual(groups.flatMap((g) => g.templates).sort());
  });

  it.each(groups.map((g) => [g.name, g.templates] as const))('groups %s as the CLI does', (name, templates) => {
    const names = backtickedNames(firstCells(sectionUnder(catalog, `### ${name}`)));
    expect(names).toEqual(templates);
  });
});
