import { useDeferredValue, type ReactNode } from 'react';
import { Busy } from './busy.tsx';
import { LoadError, RefreshError, type RetryableQuery } from './error-alert.tsx';

/** What QueryStates reads of a TanStack query. */
interface QueryLike<T> extends RetryableQuery {
  data: T | undefined;
  isError: boolean;
}

interface QueryStatesProps<T> {
  query: QueryLike<T>;
  /** Announced while the first answer is awaited ('Ügyfelek betöltése...'). */
  loadingLabel: string;
  /** The failure's title, the same for the first load and a refresh. */
  errorTitle: string;
  minHeight?: number;
  /**
   * Keeps the spinner up after the answer came, while something shown with it is still on its way (the news
   * panel, passed in `header`): the two then appear at once, and nothing is pushed down.
   */
  held?: boolean;
  /** Shown once there is an answer, above a failed refresh (a list's filters). */
  header?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * A list screen's answer in each of its states: a spinner until the first answer; the failure with
 * 'Újrapróbálás' while there is nothing to show; otherwise the content, with a failed refresh above the
 * rows still shown.
 */
export function QueryStates<T>({
  query,
  loadingLabel,
  errorTitle,
  minHeight = 300,
  held = false,
  header,
  children,
}: QueryStatesProps<T>) {
  // The answer renders as a transition, in slices between which the browser stays responsive, rather than
  // in one long task when it comes (total blocking time on a phone).
  const data = useDeferredValue(query.data);
  if (data === undefined || held)
    return query.isError && query.data === undefined ? (
      <LoadError query={query} title={errorTitle} />
    ) : (
      <Busy label={loadingLabel} mih={minHeight} />
    );
  return (
    <>
      {header}
      {query.isError && <RefreshError query={query} title={errorTitle} />}
      {children(data)}
    </>
  );
}
