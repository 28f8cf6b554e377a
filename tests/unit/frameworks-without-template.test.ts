import { describe, expect, it } from 'vitest';
import { distText } from '../content/pinned-dist';
import { readSource } from '../content/source-pages';

// The Compatibility Matrix says Angular has no template because the CLI runs no Angular compiler: the CLI's code
// names Angular only in its list of UI frameworks. (The Solid warning it quotes is the capture of the
// build-solid-dependency scenario, which tests/unit/cli-scenarios.test.ts runs again.)

const PAGE = '/docs/features/compatibility-matrix';

describe('Angular, which has no template', () => {
  it("is named in the CLI's code only as a UI framework, and the CLI has no Angular compiler", () => {
    expect(readSource(PAGE)).toContain("**Angular** components need Angular's compiler, and the build has none.");
    const dist = distText();
    expect(dist).toMatch(/function isUsingJSFramework\(projectPath\) \{\s*const frameworks = \[[^\]]*'@angular\/core'/);
    expect(new Set(dist.match(/@angular\/[\w-]+/g))).toEqual(new Set(['@angular/core']));
    expect(dist).not.toMatch(/@ngtools\/webpack|AngularWebpackPlugin/);
  });
});
