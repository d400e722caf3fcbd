// The portal admin's dashboard has no routes of its own: the clients feature serves it.
export { getAdminDashboard } from './service.ts';
