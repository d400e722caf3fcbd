import { Avatar, Group, Menu, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconChevronDown,
  IconKey,
  IconLogout,
  IconShieldLock,
  IconTrash,
  IconUser,
} from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lazy } from 'react';
import { useNavigate } from 'react-router';
import { isStaffRole, SELF_SERVICE_ROLES } from '../../../domain/roles.ts';
import { Deferred } from '../../components/deferred.tsx';
import { apiFetch } from '../../lib/api-client.ts';
import { apiPaths } from '../../lib/paths.ts';
import { sessionQuery, useSession } from '../../lib/session.ts';

// The account dialogs (their forms, schemas, date and QR code libraries) download when the user
// menu opens, not with every signed-in screen.
const loadChangePassword = () => import('./change-password-dialog.tsx');
const loadDeleteAccount = () => import('./delete-account-dialog.tsx');
const loadProfile = () => import('./profile-dialog.tsx');
const loadTwoFactor = () => import('./two-factor-dialog.tsx');
const ChangePasswordDialog = lazy(async () => ({
  default: (await loadChangePassword()).ChangePasswordDialog,
}));
const DeleteAccountDialog = lazy(async () => ({ default: (await loadDeleteAccount()).DeleteAccountDialog }));
const ProfileDialog = lazy(async () => ({ default: (await loadProfile()).ProfileDialog }));
const TwoFactorDialog = lazy(async () => ({ default: (await loadTwoFactor()).TwoFactorDialog }));

/**
 * Starts the dialogs' downloads (when the menu that opens them opens) and settles when they have come; a
 * failure shows when that dialog is opened.
 */
export async function preloadAccountDialogs(): Promise<void> {
  await Promise.all(
    [loadChangePassword, loadDeleteAccount, loadProfile, loadTwoFactor].map((load) =>
      load().catch(() => undefined),
    ),
  );
}

/** The initials of a name, for the phone's account button. */
const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

/**
 * The account button in the header and its menu, with the role label, the person's own account dialogs and
 * sign-out (docs/roles/accounts.md, 'Layout and account menu').
 */
export function UserMenu() {
  const [passwordOpen, passwordDialog] = useDisclosure(false);
  const [profileOpen, profileDialog] = useDisclosure(false);
  const [deleteOpen, deleteDialog] = useDisclosure(false);
  const [twoFactorOpen, twoFactorDialog] = useDisclosure(false);
  const { data: me } = useSession();
  // Auditors cannot edit the account profile or delete the account (docs/product.md, 'Who manages their
  // own account').
  const ownsAccount = me !== undefined && me !== null && SELF_SERVICE_ROLES.includes(me.role);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = useMutation({
    mutationFn: () => apiFetch(apiPaths.logout(), { method: 'POST', body: {} }),
    onSettled: () => {
      queryClient.setQueryData(sessionQuery().queryKey, null);
      queryClient.clear();
      navigate('/login', { replace: true });
    },
  });

  return (
    <>
      <Menu position="bottom-end" withinPortal onOpen={() => void preloadAccountDialogs()}>
        <Menu.Target>
          {/* The name is cut with an ellipsis on a wide screen and shown as initials on a phone; the
              button's text (hidden on a phone), its tooltip and the menu's first line carry it whole. */}
          <UnstyledButton title={me?.name} miw={0} maw="45%">
            <Group gap={6} wrap="nowrap">
              <Avatar color="blue" radius="xl" size="md" hiddenFrom="sm" aria-hidden>
                {me ? initialsOf(me.name) : null}
              </Avatar>
              <VisuallyHidden hiddenFrom="sm">
                {me?.name}, {me?.roleLabel}
              </VisuallyHidden>
              <Stack gap={0} align="flex-end" miw={0} visibleFrom="sm">
                <Text size="sm" fw={600} truncate="end" maw="100%">
                  {me?.name}
                </Text>
                <Text size="xs" c="dimmed" truncate="end" maw="100%">
                  {me?.roleLabel}
                </Text>
              </Stack>
              <IconChevronDown size={16} aria-hidden style={{ flexShrink: 0 }} />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown maw="min(360px, calc(100vw - 16px))">
          <Menu.Label>
            <Text size="sm" fw={600} c="var(--mantine-color-text)" style={{ overflowWrap: 'anywhere' }}>
              {me?.name}
            </Text>
            <Text size="xs">{me?.roleLabel}</Text>
          </Menu.Label>
          {ownsAccount && (
            <Menu.Item leftSection={<IconUser size={16} aria-hidden />} onClick={profileDialog.open}>
              Profil szerkesztése
            </Menu.Item>
          )}
          <Menu.Item leftSection={<IconKey size={16} aria-hidden />} onClick={passwordDialog.open}>
            Jelszó megváltoztatása
          </Menu.Item>
          {me && !isStaffRole(me.role) && (
            <Menu.Item leftSection={<IconShieldLock size={16} aria-hidden />} onClick={twoFactorDialog.open}>
              Kétlépcsős azonosítás
            </Menu.Item>
          )}
          {ownsAccount && (
            <Menu.Item leftSection={<IconTrash size={16} aria-hidden />} onClick={deleteDialog.open}>
              Fiók törlése
            </Menu.Item>
          )}
          <Menu.Divider />
          <Menu.Item
            leftSection={<IconLogout size={16} aria-hidden />}
            color="red"
            onClick={() => logout.mutate()}
          >
            Kijelentkezés
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Deferred opened={passwordOpen}>
        <ChangePasswordDialog opened={passwordOpen} onClose={passwordDialog.close} />
      </Deferred>
      {me && !isStaffRole(me.role) && (
        <Deferred opened={twoFactorOpen}>
          <TwoFactorDialog me={me} opened={twoFactorOpen} onClose={twoFactorDialog.close} />
        </Deferred>
      )}
      {me && ownsAccount && (
        <>
          <Deferred opened={profileOpen}>
            <ProfileDialog key={me.id} me={me} opened={profileOpen} onClose={profileDialog.close} />
          </Deferred>
          <Deferred opened={deleteOpen}>
            <DeleteAccountDialog opened={deleteOpen} onClose={deleteDialog.close} />
          </Deferred>
        </>
      )}
    </>
  );
}
