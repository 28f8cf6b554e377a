import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

interface Update {
  'package-ecosystem': string;
  directory: string;
  schedule: { interval: string };
  groups?: Record<string, { patterns: string[] }>;
}

describe('dependency updates', () => {
  const config = parse(readFileSync('.github/dependabot.yml', 'utf8')) as { updates: Update[] };

  it('come once a week, grouped into one pull request for npm and one for the GitHub Actions', () => {
    const byEcosystem = Object.fromEntries(config.updates.map((u) => [u['package-ecosystem'], u]));
    for (const ecosystem of ['npm', 'github-actions']) {
      const update = byEcosystem[ecosystem];
      expect(update, ecosystem).toBeDefined();
      expect(update.directory).toBe('/');
      expect(update.schedule.interval).toBe('weekly');
      const groups = Object.values(update.groups ?? {});
      expect(groups).toHaveLength(1);
      expect(groups[0].patterns).toEqual(['*']);
    }
  });

  it('leave the pinned CLI in tools/cli-runtime to its own drift check', () => {
    expect(config.updates.some((u) => u.directory.includes('cli-runtime'))).toBe(false);
  });
});
