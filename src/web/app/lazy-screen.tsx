import { lazy, useState, type ComponentType } from 'react';
import type { FirstData, PageStart } from '../lib/page-start.ts';

/**
 * The downloads a route's component needs before it renders without a loading fallback, and its first data,
 * for the page being opened.
 */
export type Preload = (start: PageStart) => Promise<unknown>[];
export type Preloadable = { preload?: Preload };

/**
 * A screen whose code downloads when it is first shown (the sign-in screen's size budget, decision 0007),
 * or before the first render when the page opens at its address (screensLoaded in router.tsx). Downloaded
 * by then, it renders at once: React.lazy would still show its loading fallback for a moment, and React
 * reveals what replaces a fallback no sooner than 300 ms after the fallback appeared (decision 0027, the
 * eighth round). A module's `firstData` export is asked for with its code (lib/page-start.ts).
 */
export function lazyScreen<
  M extends Record<K, ComponentType<never>> & { firstData?: FirstData },
  K extends string,
>(
  load: () => Promise<M>,
  name: K,
  /**
   * What the screen's own module downloads or asks for before it renders (the start page's dashboard, a
   * list's first page).
   */
  needs?: (module: M, start: PageStart) => Promise<unknown>[],
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
  Screen.preload = ((start) => [
    download().then((module) =>
      Promise.all([...(module.firstData?.(start) ?? []), ...(needs?.(module, start) ?? [])]),
    ),
  ]) satisfies Preload;
  return Screen;
}
