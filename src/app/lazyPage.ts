import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface PageModule<P> {
  default: ComponentType<P>;
}

export type LazyPage<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Load the page's chunk; once it has loaded, the page renders without suspending. */
  preload: () => Promise<void>;
};

/**
 * React.lazy for a code-split page, with a `preload()`. main.tsx preloads the page of a prerendered document
 * before hydrating it: a plain lazy page suspends for a moment even when its chunk is loaded, and an update
 * that arrives meanwhile (the auth state settling) makes React discard the prerendered HTML and render the
 * page again, a large layout shift (decision 0504).
 */
export function lazyPage<P extends object>(load: () => Promise<PageModule<P>>): LazyPage<P> {
  let loaded: PageModule<P> | undefined;
  const loadAndKeep = () => load().then((module) => (loaded = module));
  const Page = lazy(() =>
    loaded
      ? // A thenable that calls back at once: React.lazy then resolves within the same render.
        ({ then: (resolve: (module: PageModule<P>) => void) => resolve(loaded!) } as unknown as Promise<PageModule<P>>)
      : loadAndKeep(),
  );
  return Object.assign(Page, { preload: () => loadAndKeep().then(() => undefined) });
}

/** Whether a component (an element's `type`) is a page made by lazyPage. */
export function isLazyPage(component: unknown): component is LazyPage<object> {
  return typeof component === 'object' && component !== null && 'preload' in component && typeof component.preload === 'function';
}
