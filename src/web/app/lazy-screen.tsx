import { lazy, useState, type ComponentType } from 'react';
import type { Role } from '../../domain/roles.ts';

/** The downloads a route's component needs before it renders without a loading fallback, for a role. */
export type Preload = (role: Role | undefined) => Promise<unknown>[];
export type Preloadable = { preload?: Preload };

/**
 * A screen whose code downloads when it is first shown (the sign-in screen's size budget, decision 0007),
 * or before the first render when the page opens at its address (screensLoaded in router.tsx). Downloaded
 * by then, it renders at once: React.lazy would still show its loading fallback for a moment, and React
 * reveals what replaces a fallback no sooner than 300 ms after the fallback appeared (decision 0027, the
 * eighth round).
 */
export function lazyScreen<M extends Record<K, ComponentType<never>>, K extends string>(
  load: () => Promise<M>,
  name: K,
  /** What the screen's own module downloads before it renders (the start page's dashboard, say). */
  needs?: (module: M, role: Role | undefined) => Promise<unknown>[],
) {
  type Props = M[K] extends ComponentType<infer P extends object> ? P : never;
  // The module's export under `name` is the screen's component, with the props it declares.
  const componentOf = (module: M) => module[name] as ComponentType<Props>;
  let loaded: ComponentType<Props> | undefined;
  const download = () =>
    load().then((module) => {
      loaded = componentOf(module);
      return module;
    });
  const Lazy = lazy(async () => ({ default: componentOf(await download()) }));
  function Screen(props: Props) {
    // Chosen once a mount: turning from the lazy component to the loaded one would mount the screen anew.
    const [chosen] = useState(() => ({ Component: loaded ?? Lazy }));
    return <chosen.Component {...props} />;
  }
  Screen.preload = ((role) => [
    download().then((module) => Promise.all(needs?.(module, role) ?? [])),
  ]) satisfies Preload;
  return Screen;
}
