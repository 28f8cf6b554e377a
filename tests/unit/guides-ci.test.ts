// The CI and publishing guides against the pinned CLI: the pipelines on /docs/guides/ci are valid GitHub Actions and
// GitLab CI files whose build commands really produce the files their upload steps collect, and the source-zip
// exclusions listed on /docs/guides/publishing are the ones the build code applies.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { CLI, CLI_RUNTIME, NODE22 } from '../content/cli-help';
import { backtickedNames, firstCells, sectionUnder } from '../content/markdown-tables';
import { splitFrontmatter } from '../content/page-rules';
import { distFileWith } from '../content/pinned-dist';
import { readSource } from '../content/source-pages';

type Mapping = Record<string, unknown>;
const isMapping = (value: unknown): value is Mapping => Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/** The text of every ```yaml block of a page, in order. */
function yamlBlocks(body: string): string[] {
  return [...body.matchAll(/^```ya?ml\b[^\n]*\n([\s\S]*?)^```\s*$/gm)].map((m) => m[1]);
}

// --- Pipeline shapes ----------------------------------------------------------------------------------------------

function isGitHubWorkflow(doc: Mapping): boolean {
  if (!('on' in doc) || !isMapping(doc.jobs) || Object.keys(doc.jobs).length === 0) return false;
  return Object.values(doc.jobs).every(
    (job) =>
      isMapping(job) &&
      typeof job['runs-on'] === 'string' &&
      Array.isArray(job.steps) &&
      job.steps.length > 0 &&
      job.steps.every((step) => isMapping(step) && (typeof step.run === 'string' || typeof step.uses === 'string')),
  );
}

// Top-level keys of .gitlab-ci.yml that are settings, not jobs.
const GITLAB_GLOBAL_KEYS = new Set(['stages', 'default', 'variables', 'include', 'workflow', 'image', 'services', 'cache', 'before_script', 'after_script']);

function gitlabJobs(doc: Mapping): [string, Mapping][] {
  return Object.entries(doc).filter(
    (entry): entry is [string, Mapping] => !GITLAB_GLOBAL_KEYS.has(entry[0]) && !entry[0].startsWith('.') && isMapping(entry[1]),
  );
}

function isGitLabPipeline(doc: Mapping): boolean {
  const stages = doc.stages;
  if (!Array.isArray(stages) || stages.length === 0) return false;
  const jobs = gitlabJobs(doc);
  return (
    jobs.length > 0 &&
    jobs.every(
      ([, job]) =>
        stages.includes(job.stage) &&
        Array.isArray(job.script) &&
        job.script.length > 0 &&
        job.script.every((line) => typeof line === 'string'),
    )
  );
}

// --- What each job builds and uploads ------------------------------------------------------------------------------

interface PipelineJob {
  name: string;
  /** Arguments after `extension build` of every build line of the job. */
  builds: string[][];
  /** Paths and globs the job keeps as artifacts. */
  uploads: string[];
}

// `extension build …`, optionally behind a package runner and with a version tag.
const BUILD_LINE = /^(?:(?:npx|bunx|pnpm\s+(?:dlx|exec)|yarn(?:\s+dlx)?)\s+)?extension(?:@[\w.-]+)?\s+build(?:\s+(.*))?$/;

function buildArgsOf(lines: string[]): string[][] {
  return lines
    .map((line) => BUILD_LINE.exec(line.trim()))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => (m[1] ?? '').split(/\s+/).filter(Boolean));
}

function jobsOf(doc: Mapping): PipelineJob[] {
  if (isGitHubWorkflow(doc)) {
    return Object.entries(doc.jobs as Record<string, Mapping>).map(([name, job]) => {
      const steps = job.steps as Mapping[];
      const runLines = steps.flatMap((step) => (typeof step.run === 'string' ? step.run.split('\n') : []));
      const uploads = steps
        .filter((step) => typeof step.uses === 'string' && step.uses.startsWith('actions/upload-artifact@'))
        .flatMap((step) => String((step.with as Mapping | undefined)?.path ?? '').split('\n'))
        .map((p) => p.trim())
        .filter(Boolean);
      return { name, builds: buildArgsOf(runLines), uploads };
    });
  }
  return gitlabJobs(doc).map(([name, job]) => ({
    name,
    builds: buildArgsOf(job.script as string[]),
    uploads: ((job.artifacts as Mapping | undefined)?.paths as string[] | undefined) ?? [],
  }));
}

// --- Files of the test project --------------------------------------------------------------------------------------

function filesUnder(root: string, dir = ''): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return ['node_modules', '.git'].includes(entry.name) ? [] : filesUnder(root, rel);
    return entry.isFile() ? [rel] : [];
  });
}

/** A glob as the upload steps use it: `*` within one path segment, `**` across segments, `?` one character. */
function globToRegExp(glob: string): RegExp {
  const source = glob
    .replace(/^\.\//, '')
    .replace(/\/$/, '/**')
    .split(/(\*\*\/?|\*|\?)/)
    .map((part) => {
      if (part === '**/') return '(?:.*/)?';
      if (part === '**') return '.*';
      if (part === '*') return '[^/]*';
      if (part === '?') return '[^/]';
      return part.replace(/[.+^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}$`);
}

// --- The tests ------------------------------------------------------------------------------------------------------

const ciBody = splitFrontmatter(readSource('/docs/guides/ci')).body;
const pipelines = yamlBlocks(ciBody).map((text) => parseYaml(text) as unknown);

describe('pipelines on /docs/guides/ci', () => {
  it('the page shows a GitHub Actions workflow and a GitLab CI file', () => {
    const docs = pipelines.filter(isMapping);
    expect(docs.some(isGitHubWorkflow)).toBe(true);
    expect(docs.some(isGitLabPipeline)).toBe(true);
  });

  it.each(pipelines.map((doc, i) => [i + 1, doc] as const))('yaml block %i parses as a GitHub Actions or GitLab CI file', (_n, doc) => {
    expect(isMapping(doc)).toBe(true);
    const mapping = doc as Mapping;
    expect(isGitHubWorkflow(mapping) || isGitLabPipeline(mapping)).toBe(true);
  });

  it('every pipeline builds with `extension build` and uploads what it builds', () => {
    for (const doc of pipelines.filter(isMapping)) {
      const jobs = jobsOf(doc);
      expect(jobs.some((job) => job.builds.length > 0)).toBe(true);
      for (const job of jobs.filter((j) => j.builds.length > 0)) expect(job.uploads, job.name).not.toEqual([]);
    }
  });
});

describe('the build commands of the pipelines run with the pinned CLI', () => {
  const ENV = { ...process.env, EXTENSION_TELEMETRY_DISABLED: '1', CI: 'true', NO_COLOR: '1' };
  let tmp = '';
  let project = '';

  beforeAll(() => {
    tmp = mkdtempSync(path.join(os.tmpdir(), 'guides-ci-'));
    // The bundled javascript template needs no network; --install=false keeps create from installing.
    const created = spawnSync(NODE22, [CLI, 'create', 'demo', '--template=javascript', '--install=false'], {
      cwd: tmp,
      env: ENV,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(created.status, `${created.stdout}\n${created.stderr}`).toBe(0);
    project = path.join(tmp, 'demo');
    // The pipelines run `npm ci` first. Offline, the pinned CLI stands in for it: the project declares only
    // `extension`, and the build skips its own dependency install once a declared dependency is in node_modules.
    mkdirSync(path.join(project, 'node_modules'));
    symlinkSync(path.join(CLI_RUNTIME, 'extension'), path.join(project, 'node_modules', 'extension'), 'dir');
  }, 60_000);

  afterAll(() => {
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });

  const jobs = pipelines
    .filter(isMapping)
    .flatMap((doc, i) => jobsOf(doc).map((job) => ({ ...job, label: `yaml block ${i + 1}, job ${job.name}` })))
    .filter((job) => job.builds.length > 0);

  it('finds build commands to run', () => {
    expect(jobs.length).toBeGreaterThanOrEqual(2);
  });

  it.each(jobs.map((job) => [job.label, job] as const))(
    '%s: the build succeeds and every upload path matches files it wrote',
    (_label, job) => {
      rmSync(path.join(project, 'dist'), { recursive: true, force: true });
      for (const args of job.builds) {
        expect(args.join(' '), 'a build line with shell syntax cannot be replayed').not.toMatch(/[|&;<>$`'"]/);
        const run = spawnSync(NODE22, [CLI, 'build', ...args], { cwd: project, env: ENV, encoding: 'utf8', timeout: 60_000 });
        expect(run.status, `extension build ${args.join(' ')}\n${run.stdout}\n${run.stderr}`).toBe(0);
      }

      const files = filesUnder(project);
      const uploaded = new Set<string>();
      for (const glob of job.uploads) {
        const matches = files.filter((file) => globToRegExp(glob).test(file));
        expect(matches, `${glob} matches nothing in ${files.filter((f) => f.startsWith('dist/')).join(', ')}`).not.toEqual([]);
        for (const file of matches) uploaded.add(file);
      }

      // Every target of a --zip build has its store zip uploaded, and --zip-source its source zip.
      for (const args of job.builds) {
        const browsers = (args.find((a) => a.startsWith('--browser='))?.slice('--browser='.length) ?? 'chromium').split(',');
        if (args.includes('--zip')) {
          for (const browser of browsers) {
            expect([...uploaded].some((f) => f.startsWith(`dist/${browser}/`) && f.endsWith('.zip')), `zip of ${browser}`).toBe(true);
          }
        }
        if (args.includes('--zip-source')) {
          expect([...uploaded].some((f) => /^dist\/[^/]+-source\.zip$/.test(f)), 'source zip').toBe(true);
        }
      }
    },
    90_000,
  );

  it('the glob reader matches like the upload steps', () => {
    expect(globToRegExp('dist/*/*.zip').test('dist/chrome/demo-1.0.0.zip')).toBe(true);
    expect(globToRegExp('dist/*/*.zip').test('dist/demo-1.0.0-source.zip')).toBe(false);
    expect(globToRegExp('dist/**/*.zip').test('dist/a/b/c.zip')).toBe(true);
    expect(globToRegExp('dist/*-source.zip').test('dist/demo-1.0.0-source.zip')).toBe(true);
  });
});

// --- Source-zip exclusions ------------------------------------------------------------------------------------------

function constString(code: string, name: string): string {
  const value = new RegExp(`const ${name} = '([^']+)'`).exec(code)?.[1];
  if (!value) throw new Error(`No ${name} in the build code`);
  return value;
}

describe('source-zip exclusions on /docs/guides/publishing', () => {
  const code = distFileWith('function isDeniedFromSourceZip(');
  const envRule = /function isDeniedEnvFile\(basename\) \{([\s\S]*?)\n\}/.exec(code)?.[1] ?? '';
  const envPrefix = /startsWith\('([^']+)'\)/.exec(envRule)?.[1];
  const envKeep = /endsWith\('([^']+)'\)/.exec(envRule)?.[1];
  const deniedSegments = [...(/const DENIED_SEGMENTS = new Set\(\[([\s\S]*?)\]\)/.exec(code)?.[1] ?? '').matchAll(/'([^']+)'/g)].map((m) => m[1]);

  const body = splitFrontmatter(readSource('/docs/guides/publishing')).body;
  const section = sectionUnder(body, '## What a source zip leaves out');
  const rows = firstCells(section);

  it('reads the rules from the build code', () => {
    expect(deniedSegments.length).toBeGreaterThan(0);
    expect(envPrefix).toBeTruthy();
    expect(envKeep).toBeTruthy();
    expect(code).toMatch(/function getFilesToZip\(projectDir\)[\s\S]*?isDeniedFromSourceZip\(file\)[\s\S]*?isCompanionExtension\(file\)/);
  });

  it('the table lists exactly the paths the build always leaves out', () => {
    const expected = [
      ...deniedSegments,
      `${constString(code, 'STAGING_DIR_PREFIX')}*`,
      constString(code, 'SESSION_ARTIFACTS_PREFIX'),
      `${constString(code, 'COMPANION_DIR')}/`,
      `${envPrefix}*`,
    ];
    expect([...backtickedNames(rows)].sort()).toEqual([...expected].sort());
  });

  it('the .env row names the files that are kept', () => {
    const envRow = section.split('\n').find((line) => line.startsWith(`| \`${envPrefix}*\``)) ?? '';
    expect(envRow).toContain(`\`${envKeep}\``);
  });

  it('the section says that .gitignore matches are left out too, as the build reads .gitignore', () => {
    expect(code).toMatch(/getFilesToZip\(projectDir\) \{\s*const gitignorePath = [\w.]+\.join\(projectDir, '\.gitignore'\)/);
    expect(section).toContain('`.gitignore`');
  });
});
