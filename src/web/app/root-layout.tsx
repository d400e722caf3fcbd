import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { usePublicConfig } from '../lib/public-config.ts';
import { installDevtoolsGuard } from './devtools-guard.ts';

export function RootLayout() {
  const config = usePublicConfig();
  const guard = config.data?.devtoolsGuard ?? false;
  useEffect(() => (guard ? installDevtoolsGuard() : undefined), [guard]);
  return <Outlet />;
}
