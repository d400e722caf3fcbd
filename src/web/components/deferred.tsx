import { Suspense, useState, type ReactNode } from 'react';

/**
 * A lazily loaded dialog or drawer, mounted from its first opening on: its code downloads only when it is
 * wanted, and it still animates shut.
 */
export function Deferred({ opened, children }: { opened: boolean; children: ReactNode }) {
  const [wanted, setWanted] = useState(opened);
  if (opened && !wanted) setWanted(true);
  return wanted ? <Suspense fallback={null}>{children}</Suspense> : null;
}
