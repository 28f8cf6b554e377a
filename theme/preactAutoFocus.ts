import { options, type Ref, type VNode } from 'preact';

// React focuses an element rendered with autoFocus when it mounts; Preact only writes the autofocus attribute,
// which the browser honours once per page. Rspress's search input relies on React's behaviour: under Preact
// (see rspress.config.ts) the second opening of the search left focus outside the dialog.
const focusedOnMount = new WeakSet<Element>();

function applyRef<T>(ref: Ref<T> | undefined | null, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

const nextVNodeHook = options.vnode;
options.vnode = (vnode: VNode) => {
  const props = vnode.props as { autoFocus?: unknown } | null;
  if (typeof vnode.type === 'string' && props?.autoFocus) {
    const ownRef = vnode.ref as Ref<Element> | undefined;
    vnode.ref = (element: Element | null) => {
      if (element instanceof HTMLElement && !focusedOnMount.has(element)) {
        focusedOnMount.add(element);
        element.focus();
      }
      applyRef(ownRef, element);
    };
  }
  nextVNodeHook?.(vnode);
};
