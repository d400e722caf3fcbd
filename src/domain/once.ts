// What is costly to make and may never be needed is made at its first use: a page's first Intl formatter or
// collator costs the browser 60-130 ms of main thread (decision 0028), so no module builds one when it loads.

/** The value `make` gives, made at the first call and kept. */
export function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
