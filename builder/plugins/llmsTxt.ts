// BEHAVIOUR.md, For tools and agents: llms.txt as Rspress writes it (title, summary, one section per nav group),
// through its own llmsTxt option, with one more section that points tools at /cli.json (builder/plugins/cliJson.ts).
import type { LlmsTxtContext } from '@rspress/core';

export function renderLlmsTxt(context: LlmsTxtContext): string {
  const origin = context.siteOrigin ?? '';
  const lines = [`# ${context.title ?? ''}`];
  if (context.description) lines.push('', `> ${context.description}`);
  for (const section of context.sections) {
    lines.push('', `## ${section.title}`, '');
    for (const page of section.pages) {
      lines.push(`- [${page.title}](${page.link})${page.description ? `: ${page.description}` : ''}`);
    }
  }
  lines.push(
    '',
    '## For tools',
    '',
    `- [cli.json](${origin}/cli.json): the commands, flags, browser targets, JSON-capable commands and error codes of the CLI release these docs describe, as JSON.`,
    `- [Result schema](${origin}/contract/envelope-1.json): the JSON Schema of the result that commands print with --output json.`,
  );
  return `${lines.join('\n')}\n`;
}
