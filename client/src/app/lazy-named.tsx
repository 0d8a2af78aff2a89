/**
 * A lazily loaded component that can be asked to load ahead of its first render. Once its
 * module is in, it renders at once (no Suspense fallback), so starting the load early, beside
 * the code that will render it, takes a step out of the waterfall. A failed preload is not kept:
 * the next preload tries again.
 */
import { lazy, type ComponentProps, type ComponentType } from 'react';

// `any`: the props are taken from the loaded component itself (ComponentProps<M[K]>).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

export type LazyComponent<C extends AnyComponent> = ComponentType<ComponentProps<C>> & {
  /** Starts loading the module (once); resolves when the component can render at once. */
  preload: () => Promise<void>;
};

export function lazyNamed<M extends Record<K, AnyComponent>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyComponent<M[K]> {
  let loaded: M[K] | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module[name];
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));

  const Suspending = lazy(async () => {
    await preload();
    return { default: loaded as AnyComponent };
  });

  function Lazy(props: ComponentProps<M[K]>) {
    // Once loaded, the component itself: React takes it for the lazy one it resolved, so the
    // switch keeps the state below (tested).
    const Component = (loaded ?? Suspending) as AnyComponent;
    return <Component {...props} />;
  }
  Lazy.displayName = `Lazy(${String(name)})`;
  return Object.assign(Lazy, { preload });
}
