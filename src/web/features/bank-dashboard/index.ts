// The bank dashboard's public entry (docs/architecture.md, 'Feature walls'): the count on the 'Főoldal' item
// of the bank's side menu.
export { bankMenuBadgesQuery, useBankMenuBadges } from './api/get-bank-menu-badges.ts';
