// The reference pages under /docs/reference describe the machine-readable contracts of the pinned CLI: the result
// envelope, ready.json, the lifecycle stream and the control bridge. These tests read the truth from the CLI itself
// (its shipped JSON Schema and contract files, its dist code, a real `extension dev` run on a fixture, and
// `capabilities` / `--ai-help`) and compare the pages with it, so that an upgrade of the CLI or an edit of a page
// that drifts apart fails here.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI, CLI_RUNTIME, NODE22 } from '../content/cli-help';
import { backtickedNames, firstCells, sectionUnder } from '../content/markdown-tables';
import { splitFrontmatter } from '../content/page-rules';
import { allMdxFiles, DOCS_ROOT, readSource } from '../content/source-pages';

const DEVELOP_DIST = path.join(CLI_RUNTIME, 'extension-develop/dist');
const CLI_DIST = path.join(CLI_RUNTIME, 'extension/dist');
const CONTRACT_DIR = path.join(DEVELOP_DIST, 'contract');
const CLI_ENV = { ...process.env, EXTENSION_TELEMETRY_DISABLED: '1', NO_COLOR: '1' };

const bodyOf = (route: string) => splitFrontmatter(readSource(route)).body;
const sorted = (values: Iterable<string>) => [...new Set(values)].sort();
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;

/** Backticked names in the first column of the tables of a section, without the subsections below it. */
function namesUnder(body: string, heading: string): string[] {
  const section = sectionUnder(body, heading);
  const own = section.split(/^#{3,6} /m)[0];
  return backtickedNames(firstCells(own));
}

/** The JSON answer of a CLI command: the whole stdout when it is one JSON document, else its last JSON line. */
function runCliJson(...args: string[]): Record<string, unknown> {
  const out = execFileSync(NODE22, [CLI, ...args, '--no-telemetry'], { encoding: 'utf8', env: CLI_ENV, timeout: 60_000 });
  try {
    return JSON.parse(out) as Record<string, unknown>;
  } catch {
    return JSON.parse(out.trim().split('\n').filter((l) => l.startsWith('{')).at(-1) ?? 'null') as Record<string, unknown>;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The validator: Ajv is installed with the CLI runtime (tools/cli-runtime), not in the site's own dependencies, so
// it is loaded from there. The Ajv class must match the draft that the shipped schema declares.
const runtimeRequire = createRequire(path.join(CLI_RUNTIME, '..', 'package.json'));
const ENVELOPE_SCHEMA = readJson(path.join(CONTRACT_DIR, 'envelope.schema.json'));

type Validator = ((data: unknown) => boolean) & { errors?: unknown };
interface AjvInstance {
  compile(schema: unknown): Validator;
}
type AjvClass = new (options?: Record<string, unknown>) => AjvInstance;

const AJV_FOR_DRAFT: Record<string, string> = {
  'https://json-schema.org/draft/2020-12/schema': 'ajv/dist/2020',
  'https://json-schema.org/draft/2019-09/schema': 'ajv/dist/2019',
  'http://json-schema.org/draft-07/schema#': 'ajv',
};

function loadValidator(schema: Record<string, unknown>): Validator {
  const modulePath = AJV_FOR_DRAFT[String(schema.$schema)];
  if (!modulePath) throw new Error(`No Ajv class for the JSON Schema draft ${String(schema.$schema)}`);
  const loaded = runtimeRequire(modulePath) as AjvClass & { default?: AjvClass };
  const Ajv = loaded.default ?? loaded;
  const ajv = new Ajv({ allErrors: true, strict: false });
  const addFormats = runtimeRequire('ajv-formats') as ((a: AjvInstance) => void) & { default?: (a: AjvInstance) => void };
  (addFormats.default ?? addFormats)(ajv);
  return ajv.compile(schema);
}

const validate = loadValidator(ENVELOPE_SCHEMA);
const envelopeErrors = (value: unknown) => (validate(value) ? [] : validate.errors);

// ---------------------------------------------------------------------------------------------------------------
// JSON examples on the pages. A block tagged json, jsonl or jsonc is either one JSON value or JSON Lines.
// Rule for "this is an envelope": a JSON object with the keys `schema`, `ok` and `command` (ready.json has
// `schema` and `command` but no `ok`; bridge frames have `ok` but no `schema`).
interface JsonBlock {
  file: string;
  line: number;
  lang: string;
  text: string;
}

function jsonBlocksOf(source: string, file: string): JsonBlock[] {
  const blocks: JsonBlock[] = [];
  const lines = source.split('\n');
  let open: { lang: string; line: number; body: string[] } | undefined;
  lines.forEach((text, index) => {
    const fence = /^(```|~~~)\s*(\w*)/.exec(text);
    if (!open && fence) {
      open = { lang: fence[2].toLowerCase(), line: index + 1, body: [] };
      return;
    }
    if (open && /^(```|~~~)\s*$/.test(text)) {
      if (['json', 'jsonl', 'jsonc'].includes(open.lang)) blocks.push({ file, line: open.line, lang: open.lang, text: open.body.join('\n') });
      open = undefined;
      return;
    }
    open?.body.push(text);
  });
  return blocks;
}

/** The JSON values of a block, or undefined when the block is neither one JSON value nor JSON Lines. */
function valuesOf(block: JsonBlock): unknown[] | undefined {
  try {
    return [JSON.parse(block.text)];
  } catch {
    const lines = block.text.split('\n').filter((l) => l.trim());
    try {
      return lines.map((l) => JSON.parse(l) as unknown);
    } catch {
      return undefined;
    }
  }
}

const isEnvelopeLike = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && ['schema', 'ok', 'command'].every((k) => k in value);

const looksLikeEnvelopeText = (text: string) => /"schema"\s*:/.test(text) && /"ok"\s*:/.test(text) && /"command"\s*:/.test(text);

const ALL_DOCS_FILES = allMdxFiles(path.join(DOCS_ROOT, 'docs'));
const ALL_BLOCKS = ALL_DOCS_FILES.flatMap((file) => jsonBlocksOf(readFileSync(file, 'utf8'), path.relative(DOCS_ROOT, file)));

describe('the envelope validator', () => {
  it('uses the Ajv class of the draft the shipped schema declares', () => {
    expect(Object.keys(AJV_FOR_DRAFT)).toContain(String(ENVELOPE_SCHEMA.$schema));
  });

  it('accepts every golden envelope the CLI ships and rejects a broken one', () => {
    const goldens = readdirSync(CONTRACT_DIR).filter((f) => /^golden\..*\.json$/.test(f));
    expect(goldens.length).toBeGreaterThan(3);
    for (const file of goldens) expect(envelopeErrors(readJson(path.join(CONTRACT_DIR, file))), file).toEqual([]);
    expect(validate({ schema: 1, ok: true, command: 'build', status: 'built', value: null, error: { code: 'bad' }, warnings: [] })).toBe(false);
  });

  it('accepts what the installed CLI prints', () => {
    expect(envelopeErrors(runCliJson('capabilities', '--output', 'json'))).toEqual([]);
  });
});

describe('JSON examples on the result envelope page', () => {
  const blocks = jsonBlocksOf(readSource('/docs/reference/result-envelope'), 'reference/result-envelope.mdx').filter((b) => b.lang === 'json');

  it('has examples', () => {
    expect(blocks.length).toBeGreaterThan(17);
  });

  it.each(blocks.map((b) => [b.line, b] as const))('the block at line %i is a valid schema-1 envelope', (_line, block) => {
    const values = valuesOf(block);
    expect(values, 'not JSON').toBeDefined();
    for (const value of values ?? []) {
      expect(isEnvelopeLike(value)).toBe(true);
      expect(envelopeErrors(value)).toEqual([]);
    }
  });
});

describe('envelopes shown anywhere in the docs', () => {
  const candidates = ALL_BLOCKS.filter((b) => looksLikeEnvelopeText(b.text));

  it('finds envelope examples on several pages', () => {
    expect(new Set(candidates.map((b) => b.file)).size).toBeGreaterThan(3);
  });

  it.each(candidates.map((b) => [`${b.file}:${b.line}`, b] as const))('%s validates against envelope.schema.json', (_where, block) => {
    const values = valuesOf(block);
    expect(values, 'a block that looks like an envelope must be valid JSON or JSON Lines').toBeDefined();
    for (const value of (values ?? []).filter(isEnvelopeLike)) expect(envelopeErrors(value)).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------------------
describe('result envelope page and the CLI', () => {
  const body = bodyOf('/docs/reference/result-envelope');
  const capabilities = runCliJson('capabilities', '--output', 'json');
  const jsonCommands = (capabilities.value as { outputJsonCommands: string[] }).outputJsonCommands;

  it('lists exactly the commands that capabilities reports as JSON-capable', () => {
    expect(jsonCommands.length).toBeGreaterThan(10);
    expect(sorted(namesUnder(body, '## Commands that answer in JSON'))).toEqual(sorted(jsonCommands));
  });

  it('shows an example envelope of every JSON-capable command', () => {
    const shown = jsonBlocksOf(body, 'result-envelope')
      .flatMap((b) => valuesOf(b) ?? [])
      .filter(isEnvelopeLike)
      .map((e) => String(e.command));
    expect(sorted(shown)).toEqual(sorted(jsonCommands));
  });

  it('documents every field of envelope.schema.json, and no other', () => {
    const paths: string[] = [];
    const walk = (schema: Record<string, unknown>, prefix: string) => {
      for (const [key, sub] of Object.entries((schema.properties ?? {}) as Record<string, Record<string, unknown>>)) {
        paths.push(prefix + key);
        for (const branch of [sub, ...((sub.oneOf ?? []) as Record<string, unknown>[]), ...((sub.anyOf ?? []) as Record<string, unknown>[])]) {
          if (branch.properties) walk(branch, `${prefix}${key}.`);
        }
      }
    };
    walk(ENVELOPE_SCHEMA, '');
    expect(sorted(namesUnder(body, '## Fields'))).toEqual(sorted(paths));
  });

  it('names the schema version the CLI reports', () => {
    const version = (capabilities.value as { envelopeSchema: number }).envelopeSchema;
    expect((ENVELOPE_SCHEMA.properties as { schema: { const: number } }).schema.const).toBe(version);
    expect(body).toMatch(new RegExp(`envelope is schema \`${version}\``));
  });
});

// ---------------------------------------------------------------------------------------------------------------
// ready.json: the fields the CLI writes, read from its writers in dist (every field any code path can write) and
// from a real `extension dev --no-browser` run on a fixture (the fields a session really writes, ready and stopped).
function between(source: string, start: string, end: string): string {
  const from = source.indexOf(start);
  if (from < 0) throw new Error(`dist no longer contains ${start}`);
  const to = source.indexOf(end, from + start.length);
  return source.slice(from + start.length, to < 0 ? undefined : to);
}

function readyFieldsFromDist(): Set<string> {
  const fields = new Set<string>();
  const writerSource = readdirSync(DEVELOP_DIST)
    .filter((f) => f.endsWith('.mjs'))
    .map((f) => readFileSync(path.join(DEVELOP_DIST, f), 'utf8'))
    .find((s) => s.includes('function createPlaywrightMetadataWriter('));
  if (!writerSource) throw new Error('The ready.json writer (createPlaywrightMetadataWriter) is no longer in extension-develop/dist');
  const writer = between(writerSource, 'function createPlaywrightMetadataWriter(', 'class PlaywrightPlugin');
  for (const m of between(writer, 'const base = {', '\n    };').matchAll(/(\w+):\s/g)) fields.add(m[1]);
  for (const m of between(writer, 'const payload = {', '\n        };').matchAll(/^\s*(\w+)(?=[:,\s])/gm)) fields.add(m[1]);
  if (writer.includes('...readManifestProvenance(')) {
    for (const m of between(writerSource, 'function readManifestProvenance(', '\n}').matchAll(/(\w+):\s/g)) fields.add(m[1]);
  }
  for (const m of writerSource.matchAll(/\b(?:payload|prev|target)\.(\w+) = /g)) fields.add(m[1]);
  // The browser launchers of the CLI stamp their own fields into the same file.
  for (const file of readdirSync(CLI_DIST).filter((f) => f.endsWith('.cjs'))) {
    for (const m of readFileSync(path.join(CLI_DIST, file), 'utf8').matchAll(/\bready\.(\w+) = /g)) fields.add(m[1]);
  }
  return fields;
}

function readyStatusesFromDist(): Set<string> {
  const statuses = new Set<string>();
  const sources = [
    ...readdirSync(DEVELOP_DIST).filter((f) => f.endsWith('.mjs')).map((f) => path.join(DEVELOP_DIST, f)),
    ...readdirSync(CLI_DIST).filter((f) => f.endsWith('.cjs')).map((f) => path.join(CLI_DIST, f)),
  ].map((f) => readFileSync(f, 'utf8'));
  for (const source of sources) {
    for (const m of source.matchAll(/\bwriteReady\('([a-z-]+)'/g)) statuses.add(m[1]);
    for (const m of source.matchAll(/\b(?:payload|prev|ready)\.status = '([a-z-]+)'/g)) statuses.add(m[1]);
  }
  return statuses;
}

interface RealRun {
  ready: Record<string, unknown>;
  stopped: Record<string, unknown>;
}

async function waitFor<T>(probe: () => T | undefined, timeoutMs: number, what: string): Promise<T> {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    const value = probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
}

describe('ready.json page and the CLI', () => {
  const body = bodyOf('/docs/reference/ready-json');
  const pageFields = namesUnder(body, '## Fields');
  let tmp = '';
  let dev: ChildProcess | undefined;
  let run: RealRun;

  beforeAll(async () => {
    tmp = mkdtempSync(path.join(os.tmpdir(), 'ready-json-'));
    // The javascript template is bundled with the CLI, so this works offline.
    execFileSync(NODE22, [CLI, 'create', 'rj', '--template=javascript'], { cwd: tmp, env: CLI_ENV, timeout: 60_000, stdio: 'ignore' });
    const project = path.join(tmp, 'rj');
    const readyFile = path.join(project, 'dist/extension-js/chromium/ready.json');
    const read = () => (existsSync(readyFile) ? (JSON.parse(readFileSync(readyFile, 'utf8')) as Record<string, unknown>) : undefined);
    dev = spawn(NODE22, [CLI, 'dev', '--no-browser', '--install=false', '--port=0'], {
      cwd: project,
      // A safety net: the session stops by itself even if this test dies before it stops it.
      env: { ...CLI_ENV, EXTENSION_AUTO_EXIT_MS: '60000' },
      stdio: 'ignore',
    });
    const ready = await waitFor(() => {
      const doc = read();
      return doc?.status === 'ready' ? doc : undefined;
    }, 25_000, 'status ready in ready.json');
    dev.kill('SIGTERM');
    const stopped = await waitFor(() => {
      const doc = read();
      return doc?.status === 'stopped' ? doc : undefined;
    }, 10_000, 'status stopped in ready.json');
    run = { ready, stopped };
  }, 60_000);

  afterAll(() => {
    if (dev && dev.exitCode === null) dev.kill('SIGKILL');
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });

  it('lists its fields in a table', () => {
    expect(pageFields.length).toBeGreaterThan(20);
    expect(pageFields.length).toBe(new Set(pageFields).size);
  });

  it('lists every field a real dev session wrote, ready and stopped', () => {
    const written = sorted([...Object.keys(run.ready), ...Object.keys(run.stopped)]);
    expect(written.filter((f) => !pageFields.includes(f))).toEqual([]);
  });

  it('lists exactly the fields the writers in dist can write', () => {
    const fromDist = readyFieldsFromDist();
    for (const f of [...Object.keys(run.ready), ...Object.keys(run.stopped)]) fromDist.add(f);
    expect(sorted(pageFields)).toEqual(sorted(fromDist));
  });

  it('shows the schemaVersion that capabilities reports and the real run wrote', () => {
    const capabilities = runCliJson('capabilities', '--output', 'json');
    const version = (capabilities.value as { readySchemaVersion: number }).readySchemaVersion;
    expect(run.ready.schemaVersion).toBe(version);
    expect(body).toMatch(new RegExp(`"schemaVersion": ${version}\\b`));
  });

  it('lists the statuses that the CLI documents in --ai-help and writes in dist', () => {
    const aiHelp = runCliJson('--ai-help', '--output', 'json') as { capabilities: { readyContract: { statuses: string[] } } };
    const statuses = aiHelp.capabilities.readyContract.statuses;
    expect(sorted(namesUnder(body, '## Status values'))).toEqual(sorted(statuses));
    expect(sorted(readyStatusesFromDist())).toEqual(sorted(statuses));
    expect(statuses).toContain(run.ready.status);
    expect(statuses).toContain(run.stopped.status);
  });

  it('lists the codes of the error and stopped states from the CLI error-code table', () => {
    const codes = readJson(path.join(CONTRACT_DIR, 'codes.json')) as { legacy: { ready: Record<string, string | string[]> } };
    const legacy = codes.legacy.ready;
    expect(sorted(namesUnder(body, '### Codes of the error and stopped states'))).toEqual(sorted(Object.keys(legacy)));
    expect(Object.keys(legacy)).toContain(run.stopped.code);
    // The contract's legacy table maps these names onto envelope codes that 4.1.26 does not report for them
    // (BEHAVIOUR.md, CLI facts): the rows name none, and the section names the code dev --output json does report.
    const section = sectionUnder(body, '### Codes of the error and stopped states');
    const rows = section.split('\n').filter((l) => l.startsWith('| `'));
    for (const row of rows) expect(row).not.toMatch(/\bE_[A-Z]/);
    expect(section).toContain('`E_READY_ERROR_STATUS`');
  });
});

// ---------------------------------------------------------------------------------------------------------------
describe('lifecycle stream page and the CLI', () => {
  const body = bodyOf('/docs/reference/lifecycle-stream');

  it('lists the statuses of the stream: the lifecycle statuses of extension-develop plus the CLI started frame', () => {
    const dts = readFileSync(path.join(DEVELOP_DIST, 'dev-server/lifecycle-stream.d.ts'), 'utf8');
    const union = /export type LifecycleStatus = ([^;]+);/.exec(dts)?.[1] ?? '';
    const lifecycle = [...union.matchAll(/'([a-z-]+)'/g)].map((m) => m[1]);
    expect(lifecycle.length).toBeGreaterThan(4);
    const cli = readFileSync(path.join(CLI_DIST, 'cli.cjs'), 'utf8');
    const started = [...cli.matchAll(/if \(asJson\) printFrame\(messaging\.Pr\.ok\('dev', '([a-z-]+)'/g)].map((m) => m[1]);
    expect(started).toEqual(['started']);
    expect(sorted(namesUnder(body, '## Statuses in order'))).toEqual(sorted([...started, ...lifecycle]));
  });

  it('lists the events.ndjson event types that --ai-help reports', () => {
    const aiHelp = runCliJson('--ai-help', '--output', 'json') as { capabilities: { readyContract: { eventTypes: string[] } } };
    expect(sorted(namesUnder(body, '## events.ndjson'))).toEqual(sorted(aiHelp.capabilities.readyContract.eventTypes));
  });
});

// ---------------------------------------------------------------------------------------------------------------
describe('control bridge page and the CLI', () => {
  const body = bodyOf('/docs/reference/control-bridge');

  it('lists the close codes that extension-develop/contracts exports', async () => {
    const contracts = (await import(pathToFileURL(path.join(DEVELOP_DIST, 'contracts.mjs')).href)) as Record<string, unknown>;
    const codes = Object.entries(contracts)
      .filter(([name]) => name.startsWith('CLOSE_'))
      .map(([, value]) => String(value));
    expect(codes.length).toBeGreaterThan(2);
    expect(sorted(namesUnder(body, '### Close codes'))).toEqual(sorted(codes));
    expect(body).toContain(`\`${String(contracts.CONTROL_WS_PATH)}\``);
  });

  it('lists the command operations of the bridge', () => {
    const dts = readFileSync(path.join(DEVELOP_DIST, 'dev-server/control-bridge/contracts.d.ts'), 'utf8');
    const union = /export type CommandOp = ([^;]+);/.exec(dts)?.[1] ?? '';
    const ops = [...union.matchAll(/'([a-z.]+)'/g)].map((m) => m[1]);
    expect(ops.length).toBeGreaterThan(4);
    expect(sorted(namesUnder(body, '### Operations'))).toEqual(sorted(ops));
  });
});
