import { type ReactNode, Suspense, useRef } from 'react';

// Hydrating a whole page is one task of 60 ms or more on a desktop, four times that on a phone, and the page ignores
// input meanwhile. Parts wrapped in HydrateLater (nav, sidebar, content, code blocks, tabs, outline) keep their
// server-rendered HTML during the first pass and are hydrated afterwards, one per task, so no task blocks input
// for long. A part nested in another waits for a task of its own too.
// This relies on Preact's Suspense: a part that suspends while hydrating keeps its DOM and resumes hydrating when
// its promise resolves. A wrapped part must render a single root element. The HTML is rendered without the
// boundary: React's streaming renderer failed on the nested boundaries (it piped one page twice), and Preact needs
// no boundary markers. With react-dom in the browser (DOCS_REACT_CLIENT=1), which does need them, nothing waits.
const DEFERS = !import.meta.env.SSR && !import.meta.env.DOCS_REACT_CLIENT;

const waiting: Array<() => void> = [];
const settledCallbacks: Array<() => void> = [];
let pumpScheduled = false;
let settled = !DEFERS;

function settle(): void {
  settled = true;
  for (const callback of settledCallbacks.splice(0)) callback();
}

/** Opens the next waiting part, then yields to the browser before the one after it. */
function pump(): void {
  const open = waiting.shift();
  if (!open) {
    pumpScheduled = false;
    settle();
    return;
  }
  open();
  nextTask();
}

// A message is a task of its own, like a timeout, without the 4 ms that nested timeouts wait. Browser only: in
// Node, a port that listens keeps the build from exiting.
const channel = DEFERS && typeof MessageChannel === 'function' ? new MessageChannel() : null;
if (channel) channel.port1.onmessage = () => pump();
function nextTask(): void {
  if (channel) channel.port2.postMessage(null);
  else setTimeout(pump, 0);
}

function schedulePump(): void {
  if (pumpScheduled) return;
  pumpScheduled = true;
  nextTask();
}

/** Called once the first render has committed: a page without waiting parts is hydrated now. */
export function endFirstPass(): void {
  if (!pumpScheduled) settle();
}

/** Runs `callback` once every part has been hydrated (at once if that has happened). */
export function whenHydrated(callback: () => void): void {
  if (settled) callback();
  else settledCallbacks.push(callback);
}

interface GateState {
  open: boolean;
  promise?: Promise<void>;
}

function Gate({ state, children }: { state: GateState; children: ReactNode }) {
  if (!state.open) {
    state.promise ??= new Promise<void>((resolve) => {
      waiting.push(() => {
        state.open = true;
        resolve();
      });
    });
    schedulePump();
    throw state.promise;
  }
  return children;
}

export function HydrateLater({ children }: { children: ReactNode }) {
  // The state lives outside the boundary: Suspense wipes the hooks of a part that suspends outside hydration,
  // and a part that forgot it had waited would wait again, forever. So each part waits once at most, and only
  // while the page is still being hydrated.
  const state = useRef<GateState | null>(null);
  if (!DEFERS) return children;
  state.current ??= { open: settled };
  return (
    <Suspense fallback={null}>
      <Gate state={state.current}>{children}</Gate>
    </Suspense>
  );
}
