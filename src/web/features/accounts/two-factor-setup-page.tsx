import { useNavigate } from 'react-router';
import { MESSAGES } from '../../../domain/messages.ts';
import { AccountStepFrame } from './account-step-frame.tsx';
import { TwoFactorSetupFlow } from './two-factor-setup.tsx';

/** Staff reach nothing else until an authenticator app is set up (docs/product.md, 'Two-factor sign-in'). */
export function TwoFactorSetupPage() {
  const navigate = useNavigate();
  return (
    <AccountStepFrame
      title="Kétlépcsős azonosítás beállítása"
      reason={MESSAGES.twoFactor.setupRequired}
      maw={700}
    >
      <TwoFactorSetupFlow onDone={() => navigate('/', { replace: true })} />
    </AccountStepFrame>
  );
}
