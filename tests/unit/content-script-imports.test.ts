import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Script } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { buildProjectOnce } from '../content/built-project';
import { readSource } from '../content/source-pages';

// The JavaScript page's "Imports everywhere": a content script that imports a helper is a syntax error as a classic
// script, with the message the page quotes (V8's, as Chrome prints it), and the build turns it into one file a
// classic script can run, with the helper inside.

const CONTENT = "import { highlight } from './highlight.js'\nhighlight(document.body)\n";
const project = buildProjectOnce(
  'content-script-imports-',
  {
    'package.json': JSON.stringify({ name: 'content-script-imports', private: true, version: '1.0.0' }),
    'src/manifest.json': JSON.stringify({ manifest_version: 3, name: 'Imports', version: '1.0.0', content_scripts: [{ matches: ['<all_urls>'], js: ['content.js'] }] }),
    'src/content.js': CONTENT,
    'src/highlight.js': "export function highlight(element) {\n  element.dataset.highlightedBy = 'helper module'\n}\n",
  },
  ['build'],
);

const classicScriptError = (code: string) => {
  try {
    new Script(code);
    return undefined;
  } catch (error) {
    return `Uncaught ${String(error)}`;
  }
};

describe('imports in content scripts (JavaScript page)', () => {
  it('an import statement fails a classic script with the message the page quotes', () => {
    const message = classicScriptError(CONTENT);
    expect(message).toBe('Uncaught SyntaxError: Cannot use import statement outside a module');
    expect(readSource('/docs/development/javascript')).toContain(`\`${message}\``);
  });

  it('the built content script is one classic script with the helper inside', () => {
    expect(project.run.code).toBe(0);
    const built = readFileSync(path.join(project.root, 'dist/chromium/content_scripts/content-0.js'), 'utf8');
    expect(classicScriptError(built)).toBeUndefined();
    expect(built).toContain('helper module');
  });
});
