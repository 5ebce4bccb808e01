import { lazy, Suspense, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { LoadingScreen } from './loading-screen';

/**
 * Code-splits a component exported by name and wraps it in Suspense:
 * lazyComponent(() => import('./x'), 'X'). Each page becomes its own chunk,
 * so the first load carries only the providers, router and guards.
 */
/** "DashboardPage" -> "the dashboard page", for the loading screen's message. */
function describe(name: string): string {
  return `the ${name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()}`;
}

// `any` lets each component keep its own props type.
export function lazyComponent<M extends Record<K, ComponentType<any>>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
  /** What shows while the chunk arrives: a page-sized "Please wait" (Retry after 10 s), or e.g. null for a part of a form. */
  fallback: ReactNode = <LoadingScreen what={describe(name)} />,
) {
  type Props = ComponentProps<M[K]>;
  let loading: Promise<M> | undefined;
  const preload = () => (loading ??= load().catch((error: unknown) => {
    loading = undefined; // a failed download is tried again by the next render (Retry)
    throw error;
  }));
  const Component = lazy(async () => ({ default: (await preload())[name] as ComponentType<Props> }));
  function LazyComponent(props: Props) {
    return (
      <Suspense fallback={fallback}>
        <Component {...props} />
      </Suspense>
    );
  }
  /** Starts the chunk's download ahead of the first render (router: the whole route at once, not one by one). */
  LazyComponent.preload = preload;
  return LazyComponent;
}
