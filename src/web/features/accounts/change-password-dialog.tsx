import { Modal } from '@mantine/core';
import { useEffect, useState } from 'react';
import { PASSWORD_DIALOG_CLOSE_MS } from '../../../domain/constants.ts';
import { ChangePasswordForm } from './change-password-form.tsx';

/**
 * docs/roles/accounts.md, 'Password change': current password checked, other sessions ended, closes after
 * 2 s.
 */
export function ChangePasswordDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  // A new form every time the dialog opens, so no typed password stays behind.
  const [round, setRound] = useState(0);
  const [isChanged, setChanged] = useState(false);
  const close = () => {
    setChanged(false);
    setRound((n) => n + 1);
    onClose();
  };
  useEffect(() => {
    if (!isChanged) return;
    const timer = setTimeout(close, PASSWORD_DIALOG_CLOSE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once per success
  }, [isChanged]);

  return (
    <Modal opened={opened} onClose={close} title="Jelszó megváltoztatása" centered>
      <ChangePasswordForm key={round} onCancel={close} onChanged={() => setChanged(true)} />
    </Modal>
  );
}
