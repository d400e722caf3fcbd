/**
 * A set of values with the Hungarian label of each, written once: the values are the labels' keys, in
 * their order, so a value cannot be added without its label. Keys that read as whole numbers ('4') would
 * be reordered by JavaScript, so such a set keeps its own list.
 */
export function labelled<const K extends string>(
  labels: Record<K, string>,
): { values: readonly [K, ...K[]]; labels: Record<K, string> } {
  // Object.keys gives the keys in the order they were written (none reads as a whole number).
  const values = Object.keys(labels) as unknown as readonly [K, ...K[]];
  return { values, labels };
}
