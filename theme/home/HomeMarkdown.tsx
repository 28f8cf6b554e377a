// The home page's Markdown twin (llms output): hero, actions and features as text. Rspress's own puts each
// feature's icon before its title, which is meant for an emoji and here would be the icon's SVG markup.
import { useFrontmatter } from '@rspress/core/runtime';

interface HomeFrontmatter {
  hero?: { name?: string; text?: string; tagline?: string; actions?: Array<{ text: string; link: string }> };
  features?: Array<{ title: string; details?: string; link?: string }>;
}

export function HomeMarkdown() {
  const { hero, features } = (useFrontmatter().frontmatter ?? {}) as HomeFrontmatter;
  const lines: string[] = [];
  if (hero?.name) lines.push(`# ${hero.name}`, '');
  if (hero?.text) lines.push(hero.text, '');
  if (hero?.tagline) lines.push(`> ${hero.tagline}`, '');
  if (hero?.actions?.length) lines.push(hero.actions.map(({ text, link }) => `[${text}](${link})`).join(' | '), '');
  if (features?.length) {
    lines.push('## Features', '');
    for (const { title, details, link } of features) {
      const name = link ? `[**${title}**](${link})` : `**${title}**`;
      lines.push(details ? `- ${name}: ${details}` : `- ${name}`);
    }
    lines.push('');
  }
  return <>{lines.join('\n')}</>;
}
