import { Alert, Box, Card, Flex, Stack, Tabs, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { MESSAGES } from '../../../domain/messages.ts';
import { Busy } from '../../components/busy.tsx';
import { useReturnPath } from '../../lib/return-path.ts';
import { useSession } from '../../lib/session.ts';
import { HeroPanel } from './hero-panel.tsx';
import { LoginForm } from './login-form.tsx';

// The wizard (address lookup, CAPTCHA, consents) loads only when the Regisztráció tab is opened.
const RegisterWizard = lazy(async () => ({
  default: (await import('./register-wizard.tsx')).RegisterWizard,
}));

/**
 * /login and /register, the hero on the left and the two forms behind a tab switch (docs/roles/accounts.md,
 * 'Sign-in').
 */
export function AuthPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const tab = pathname.includes('register') ? 'register' : 'login';
  const returnPath = useReturnPath();
  if (session.data) return <Navigate to={returnPath} replace />;

  return (
    // The form comes first in the page, so a phone shows it on its first screen; from md up row-reverse
    // puts the hero on the left.
    <Flex component="main" direction={{ base: 'column', md: 'row-reverse' }} mih="100vh">
      <Box flex={{ base: 'none', md: 5 }} p={{ base: 'md', md: 48 }}>
        <Card withBorder radius="md" padding="lg" maw={560}>
          <Stack gap="md">
            <Title order={2} size="h3">
              {tab === 'register' ? 'Regisztráció' : 'Bejelentkezés'}
            </Title>
            {params.get('registered') === 'true' && (
              <Alert color="green" role="status" title="Sikeres regisztráció">
                Elküldtük a megerősítő emailt. Kérjük, erősítse meg email címét a levélben található gombbal,
                és ellenőrizze a spam mappát is.
              </Alert>
            )}
            {params.get('account-deleted') === 'true' && (
              <Alert color="green" role="status" title="Fiók törölve">
                {MESSAGES.accountDeletion.done}
              </Alert>
            )}
            {params.get('password-reset') === 'success' && (
              <Alert color="green" role="status">
                Jelszava megváltozott. Most már bejelentkezhet az új jelszóval.
              </Alert>
            )}
            <Tabs value={tab} onChange={(value) => navigate(value === 'register' ? '/register' : '/login')}>
              <Tabs.List grow>
                <Tabs.Tab value="login">Bejelentkezés</Tabs.Tab>
                <Tabs.Tab value="register">Regisztráció</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="login" pt="md">
                {tab === 'login' && <LoginForm />}
              </Tabs.Panel>
              <Tabs.Panel value="register" pt="md">
                {tab === 'register' && (
                  <Suspense fallback={<Busy label="Regisztrációs űrlap betöltése…" py="xl" />}>
                    <RegisterWizard />
                  </Suspense>
                )}
              </Tabs.Panel>
            </Tabs>
          </Stack>
        </Card>
      </Box>
      <Box flex={{ base: 'none', md: 6 }}>
        <HeroPanel />
      </Box>
    </Flex>
  );
}
