import { Center, Loader } from '@mantine/core';
import { useEffect } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { usePublicConfig } from '../lib/public-config.ts';
import { installDevtoolsGuard } from './devtools-guard.ts';

export function RootLayout() {
  const config = usePublicConfig();
  const navigation = useNavigation();
  const guard = config.data?.devtoolsGuard ?? false;
  useEffect(() => (guard ? installDevtoolsGuard() : undefined), [guard]);
  if (navigation.state === 'loading' && !navigation.location) {
    return (
      <Center mih="100vh">
        <Loader aria-label="Betöltés" />
      </Center>
    );
  }
  return <Outlet />;
}
