import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildProjectOnce } from '../content/built-project';
import { readSource } from '../content/source-pages';

// The Environment Variables page says a name without the EXTENSION_PUBLIC_ prefix reads as undefined, including one
// kept from another build setup (VUE_APP_API_URL, VITE_API_URL). A .env with all three is built with the pinned CLI
// and the values are looked for in the output.

const PAGE = '/docs/features/environment-variables';

const project = buildProjectOnce('env-prefix-', {
  'package.json': JSON.stringify({ name: 'env-prefix', private: true, version: '0.0.1' }),
  '.env': 'VUE_APP_API_URL=https://vue-app.example\nVITE_API_URL=https://vite.example\nEXTENSION_PUBLIC_API_URL=https://public.example\n',
  'src/manifest.json': JSON.stringify({ manifest_version: 3, name: 'Env prefix', version: '0.0.1', background: { service_worker: 'background.js' } }),
  'src/background.js': 'self.urls = [import.meta.env.VUE_APP_API_URL, process.env.VITE_API_URL, import.meta.env.EXTENSION_PUBLIC_API_URL];\n',
}, ['build', '--browser=chrome', '--install=false']);

describe('variables in .env, in a build of the pinned CLI', () => {
  it('reach the code only with the EXTENSION_PUBLIC_ prefix; names kept from another setup are not read', () => {
    expect(readSource(PAGE)).toContain('a name kept from another build setup, such as `VUE_APP_API_URL` or `VITE_API_URL`, is not read either');
    expect(project.run.code, project.run.out).toBe(0);
    const dir = path.join(project.root, 'dist/chrome');
    const output = readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.js'))
      .map((name) => readFileSync(path.join(dir, name), 'utf8'))
      .join('\n');
    expect(output).toContain('https://public.example');
    expect(output).not.toContain('https://vue-app.example');
    expect(output).not.toContain('https://vite.example');
  });
});
