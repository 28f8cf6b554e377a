import { codeToHtml } from 'shiki';
import { describe, expect, it } from 'vitest';
import { shikiOptions } from '../../builder/plugins/codeTransformers';

const render = (code: string, lang: string, meta = '') =>
  codeToHtml(code, { ...shikiOptions(), lang, theme: 'github-light', meta: { __raw: meta } });

describe('code block transformers (build time)', () => {
  it('mark added and removed lines, and drop the marker comments', async () => {
    const html = await render(["const a = 1; // [!code --]", "const a = 2; // [!code ++]", 'export { a };'].join('\n'), 'js');
    expect(html).toContain('has-diff');
    expect(html.match(/class="line diff remove"/g)).toHaveLength(1);
    expect(html.match(/class="line diff add"/g)).toHaveLength(1);
    expect(html).not.toContain('[!code');
  });

  it('keep the line highlighting of {n-m}', async () => {
    const html = await render('a\nb\nc', 'text', '{2-3}');
    expect(html.match(/line highlighted/g)).toHaveLength(2);
  });

  it('leave the + and - of a diff block in its text', async () => {
    const html = await render('-old\n+new', 'diff');
    expect(html).toContain('>-old<');
    expect(html).toContain('>+new<');
  });
});
