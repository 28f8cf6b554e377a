import { expect, test } from '@playwright/test';
import { openPage } from './helpers';

// README ("Hydration renders each part once"): after React hydrates the page, no commit renders a large part of it
// again. A hook that sets state in a layout effect or from a callback ref did that on every docs page: the sidebar,
// the content and the outline rendered a second time inside the hydration commit (687 components).
//
// The page is watched through the hook React DevTools uses (window.__REACT_DEVTOOLS_GLOBAL_HOOK__: React calls its
// onCommitFiberRoot after each commit) and five fields of React's fibers (child, sibling, alternate, memoizedProps,
// memoizedState). A component rendered again when a commit gives it new props or new hook state. If a React upgrade
// renames those fields, the first assertion (the first commit sees the page's components) fails instead of the test
// passing for nothing.

interface Commit {
  seen: number;
  rendered: number;
  renderedAgain: number;
}

declare global {
  interface Window {
    __commits: Commit[];
  }
}

const MOST_RENDERED_AGAIN = 60;

for (const path of ['/docs/welcome', '/blog/announcing-2-0-0-beta']) {
  test(`${path}: hydration renders each component once`, async ({ page }) => {
    await page.addInitScript(() => {
      type Fiber = {
        type: unknown;
        child: Fiber | null;
        sibling: Fiber | null;
        alternate: Fiber | null;
        memoizedProps: unknown;
        memoizedState: unknown;
      };
      const commits: Commit[] = (window.__commits = []);
      const last = new WeakMap<Fiber, { props: unknown; state: unknown }>();
      const isComponent = (fiber: Fiber) => typeof fiber.type === 'function' || (typeof fiber.type === 'object' && fiber.type !== null);
      (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: object }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        isDisabled: false,
        supportsFiber: true,
        renderers: new Map(),
        inject: () => 1,
        checkDCE: () => {},
        onScheduleFiberRoot: () => {},
        onCommitFiberUnmount: () => {},
        onPostCommitFiberRoot: () => {},
        onCommitFiberRoot(_id: number, root: { current: Fiber }) {
          const commit = { seen: 0, rendered: 0, renderedAgain: 0 };
          const stack: Fiber[] = root.current.child ? [root.current.child] : [];
          while (stack.length > 0) {
            const fiber = stack.pop() as Fiber;
            if (fiber.sibling) stack.push(fiber.sibling);
            if (fiber.child) stack.push(fiber.child);
            if (!isComponent(fiber)) continue;
            commit.seen += 1;
            const before = last.get(fiber) ?? (fiber.alternate ? last.get(fiber.alternate) : undefined);
            const now = { props: fiber.memoizedProps, state: fiber.memoizedState };
            last.set(fiber, now);
            if (fiber.alternate) last.set(fiber.alternate, now);
            if (!before) commit.rendered += 1;
            else if (before.props !== now.props || before.state !== now.state) {
              commit.rendered += 1;
              commit.renderedAgain += 1;
            }
          }
          commits.push(commit);
        },
      };
    });
    await openPage(page, path);
    await page.waitForTimeout(500); // effects that run a frame or a timer after the ready signal
    const commits = await page.evaluate(() => window.__commits);
    expect(commits.length, 'React reported its commits').toBeGreaterThan(1);
    expect(commits[0].rendered, 'the first commit hydrates the page shell').toBeGreaterThan(100);
    const worst = Math.max(...commits.slice(1).map((commit) => commit.renderedAgain));
    expect(worst, JSON.stringify(commits)).toBeLessThanOrEqual(MOST_RENDERED_AGAIN);
  });
}
