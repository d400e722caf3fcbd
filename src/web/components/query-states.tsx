import type { ReactNode } from 'react';
import { Busy } from './busy.tsx';
import { LoadError, RefreshError } from './error-alert.tsx';

/** What QueryStates reads of a TanStack query. */
interface QueryLike<T> {
  data: T | undefined;
  error: unknown;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

interface QueryStatesProps<T> {
  query: QueryLike<T>;
  /** Announced while the first answer is awaited ('Ügyfelek betöltése...'). */
  loadingLabel: string;
  /** The failure's title, the same for the first load and a refresh. */
  errorTitle: string;
  minHeight?: number;
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
  header,
  children,
}: QueryStatesProps<T>) {
  const retry = () => void query.refetch();
  if (query.data === undefined)
    return query.isError ? (
      <LoadError error={query.error} title={errorTitle} onRetry={retry} isRetrying={query.isFetching} />
    ) : (
      <Busy label={loadingLabel} mih={minHeight} />
    );
  return (
    <>
      {header}
      {query.isError && (
        <RefreshError error={query.error} title={errorTitle} onRetry={retry} isRetrying={query.isFetching} />
      )}
      {children(query.data)}
    </>
  );
}
