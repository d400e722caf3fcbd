// The account feature's public entry (docs/architecture.md, 'Feature walls'): the account menu of the
// signed-in layout, which loads the person's own account dialogs when it opens. The screens a half-finished
// account sees first (two-factor-setup-page.tsx, password-change-required-page.tsx) are not here: app/ loads
// each lazily.
export { preloadAccountDialogs, UserMenu } from './user-menu.tsx';
