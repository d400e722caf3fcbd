import { Center, Loader } from '@mantine/core';
import { Navigate, Outlet } from 'react-router';
import { useSession } from '../lib/session.ts';

/** spec 02 §2.1: no user -> /login, with a spinner while the session loads. */
export function RequireSession() {
  const session = useSession();
  if (session.isPending) {
    return (
      <Center mih="100vh">
        <Loader aria-label="Bejelentkezés ellenőrzése" />
      </Center>
    );
  }
  if (!session.data) return <Navigate to="/login" replace />;
  return <Outlet />;
}
