// The settlement feature's public entry (docs/architecture.md, 'Feature walls'): an auditor's settlement by
// month, on the portal admin's auditor detail and in the auditor's own profile.
export { AuditorSettlementPanel, OwnSettlementSection } from './settlement-history.tsx';
