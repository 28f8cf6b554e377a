// Replaces @rspress/core 2.0.22 dist/theme/components/PackageManagerTabs/index.js. Delete when, in a later Rspress, its icons stay out of every page's JavaScript.
// BEHAVIOUR.md, Content blocks, on a JavaScript budget: replaces Rspress's PackageManagerTabs, whose icons
// made it 4.4 KiB gzip of every page's JavaScript. Text labels, the same `command` prop and the same storage
// group, so a choice made here or on a page with the original syncs.
import { getCustomMDXComponent } from '@rspress/core/theme-original';
import type { ReactElement } from 'react';
import { FIRST_PAINT_SCRIPT } from './firstPaintScript';
import { PACKAGE_MANAGER_GROUP } from './tabStorageKey';
import { Tab, Tabs } from './Tabs';

const MANAGERS = ['npm', 'yarn', 'pnpm', 'bun'] as const;

/** The command for each package manager: the given object, or `<manager> <command>` for a string. */
export function commandsFor(command: string | Record<string, string>): Record<string, string> {
  if (typeof command !== 'string') return command;
  return Object.fromEntries(MANAGERS.map((manager) => [manager, `${manager} ${command}`]));
}

export function PackageManagerTabs({ command }: { command: string | Record<string, string> }) {
  const commands = commandsFor(command);
  if (import.meta.env.SSG_MD) {
    return <>{Object.values(commands).map((line) => `\n\`\`\`sh\n${line}\n\`\`\`\n`).join('')}</>;
  }
  const Pre = getCustomMDXComponent().pre as (props: Record<string, unknown>) => ReactElement;
  return (
    <>
    <Tabs groupId={PACKAGE_MANAGER_GROUP}>
      {Object.entries(commands).map(([manager, line]) => {
        const [program, ...rest] = line.split(' ');
        return (
          <Tab key={manager} label={manager}>
            {/* Focusable like Shiki's blocks: a long command scrolls sideways. */}
            <Pre
              lang="bash"
              className="shiki css-variables"
              style={{ backgroundColor: 'var(--shiki-background)', color: 'var(--shiki-foreground)' }}
              tabIndex={0}
              role="group"
              aria-label="Code (bash)"
            >
              <code style={{ whiteSpace: 'pre' }}>
                <span className="line">
                  <span style={{ color: 'var(--shiki-token-function)' }}>{program}</span>
                  <span style={{ color: 'var(--shiki-token-string)' }}>{rest.length ? ` ${rest.join(' ')}` : ''}</span>
                </span>
              </code>
            </Pre>
          </Tab>
        );
      })}
    </Tabs>
    {/* Shows the saved package manager before the app's scripts run (firstPaintScript.ts). */}
    <script dangerouslySetInnerHTML={{ __html: FIRST_PAINT_SCRIPT }} />
    </>
  );
}

// The default export is what rspress.config.ts's markdown.globalComponents gives every page, by this file's name.
export default PackageManagerTabs;
