// The accounts feature's public entry (docs/architecture.md, 'Feature walls'): the operator's commands, the
// start-up re-encryption and the erasure that tests of other features drive.
export { createAccount } from './create-staff-user.ts';
export { setAccountActive } from './deactivation.ts';
export { eraseAccount } from './profile.ts';
export { resetTwoFactor } from './reset-two-factor.ts';
export { reencryptTwoFactorSecrets } from './two-factor-secret.ts';
