import { describe, expect, it } from 'vitest';
import {
  cliHelp,
  commandsOfHelp,
  longFlagsOfCommand,
  NODE22,
  nodeMajor,
  templateCountOfHelp,
  templateGroupsOfHelp,
} from '../content/cli-help';
import { backtickedNames, firstCells, longFlagsIn, sectionUnder } from '../content/markdown-tables';
import { splitFrontmatter } from '../content/page-rules';
import { metaNames, readSource, sourceFileFor } from '../content/source-pages';

const bodyOf = (route: string) => splitFrontmatter(readSource(route)).body;
const sorted = (set: Set<string>) => [...set].sort();

describe('the pinned CLI can run', () => {
  it('has a Node 22.12+ binary from the npm registry', () => {
    expect(nodeMajor(NODE22)).toBeGreaterThanOrEqual(22);
  });
});

// Every command the pinned CLI lists in its top-level --help, read from the CLI so that an upgrade that adds a
// command fails here until the command has a page.
const COMMANDS = commandsOfHelp(cliHelp());
const routeOf = (command: string) => `/docs/commands/${command}`;

describe('commands of the pinned CLI', () => {
  it('are read from extension --help', () => {
    expect(COMMANDS.length).toBeGreaterThan(10);
    expect(COMMANDS).toContain('create');
  });

  it.each(COMMANDS)('extension %s has a page at /docs/commands/<command>', (command) => {
    expect(sourceFileFor(routeOf(command)), routeOf(command)).toBeDefined();
  });

  it('the Commands sidebar group holds a page for every command, and besides them only the global flags', () => {
    const sidebar = metaNames('docs/commands');
    expect([...sidebar].sort()).toEqual([...COMMANDS, 'global-flags'].sort());
  });
});

describe.each(COMMANDS)('flags of extension %s', (command) => {
  const route = routeOf(command);

  it(`${route} "## Flags" lists exactly the flags of --help`, () => {
    const help = longFlagsOfCommand(command);
    expect(help.size).toBeGreaterThan(0);
    const body = sourceFileFor(route) ? bodyOf(route) : '';
    const page = longFlagsIn(firstCells(sectionUnder(body, '## Flags')));
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
