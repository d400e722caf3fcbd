import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '../../../domain/messages.ts';
import { sessionQuery } from '../../lib/session.ts';
import { AccountStepFrame } from './account-step-frame.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';

/**
 * An account the operator made with a temporary password reaches nothing else until its owner chooses
 * a password (docs/rules/accounts.md, 'Temporary passwords'; the server answers 403
 * password_change_required to every other call).
 */
export function PasswordChangeRequiredPage() {
  const queryClient = useQueryClient();
  return (
    <AccountStepFrame title="Új jelszó beállítása" reason={MESSAGES.auth.passwordChangeRequired} maw={520}>
      <ChangePasswordForm
        currentLabel="Ideiglenes jelszó"
        submitLabel="Jelszó mentése"
        onChanged={() => {
          // The session now allows everything: the guard lets the app through.
          void queryClient.invalidateQueries({ queryKey: sessionQuery().queryKey });
        }}
      />
    </AccountStepFrame>
  );
}
