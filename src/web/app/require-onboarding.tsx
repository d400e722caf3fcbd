import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { MESSAGES } from '../../domain/messages.ts';
import { Busy } from '../components/busy.tsx';
import { onboardingQuery, useOnboarding } from '../lib/onboarding.ts';
import type { FirstData } from '../lib/page-start.ts';
import { errorMessage } from '../lib/api-client.ts';
import { useSession } from '../lib/session.ts';

export const ONBOARDING_PATH = '/finish-onboarding';

/** An auditor's onboarding state, asked for with the layout's code before the first render (lib/page-start.ts). */
export const onboardingFirstData: FirstData = ({ role, data }) =>
  role === 'auditor' && data ? [data.queryClient.prefetchQuery(onboardingQuery())] : [];

/**
 * docs/rules/access.md, 'Guards in front of every signed-in page': an auditor who has not finished
 * onboarding sees /finish-onboarding wherever they go (the check is skipped on that path); everyone else,
 * and an auditor who has finished, is sent from there to the start page. A failed status check shows the
 * full-screen 'Hiba történt' (docs/roles/auditor.md, 'Onboarding').
 */
export function RequireOnboarding({ children }: { children: ReactNode }) {
  const session = useSession();
  const isAuditor = session.data?.role === 'auditor';
  const onboarding = useOnboarding({ enabled: isAuditor });
  const { pathname } = useLocation();
  const isOnboardingPath = pathname === ONBOARDING_PATH;

  const checking = <Busy label="Regisztráció állapotának ellenőrzése…" mih="100vh" />;
  // RequireSession has loaded the session already; the check holds on if it is ever asked earlier.
  if (session.isPending) return checking;
  if (!isAuditor) return isOnboardingPath ? <Navigate to="/" replace /> : children;
  if (onboarding.isPending) return checking;
  if (onboarding.isError) return <OnboardingCheckFailed error={onboarding.error} />;
  const isDone = onboarding.data.status === 'accepted';
  if (!isDone && !isOnboardingPath) return <Navigate to={ONBOARDING_PATH} replace />;
  if (isDone && isOnboardingPath) return <Navigate to="/" replace />;
  return children;
}

function OnboardingCheckFailed({ error }: { error: unknown }) {
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" maw={480} ta="center" role="alert">
        <IconAlertTriangle size={48} color="var(--mantine-color-red-7)" aria-hidden />
        <Title order={1} size="h2">
          Hiba történt
        </Title>
        <Text>{MESSAGES.auditorWorkspace.onboardingLoadError(errorMessage(error))}</Text>
        <Button onClick={() => window.location.reload()}>Oldal újratöltése</Button>
      </Stack>
    </Center>
  );
}
