import { lazy, type ComponentType } from "react";

export type Preloadable<P extends object> = ComponentType<P> & {
  /** Loads the component's code now; once loaded, it renders without suspending. */
  preload(): Promise<void>;
};

/**
 * A lazily loaded component whose code can also be loaded ahead of its first render (decision
 * 0143). Once loaded it is rendered directly, never through `lazy`, so a page the server drew
 * with it is taken over by the script in one pass: a part still loading while the page is
 * taken over would be drawn again from scratch (React redraws a server-drawn part that
 * something around it changes before its code is in), flashing its placeholder.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let Loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const ensureLoaded = () =>
    (loading ??= load().then((component) => {
      Loaded = component;
      return component;
    }));
  const Lazy = lazy(() => ensureLoaded().then((component) => ({ default: component })));
  function PreloadablePart(props: P) {
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(PreloadablePart, { preload: () => ensureLoaded().then(() => undefined) });
}
