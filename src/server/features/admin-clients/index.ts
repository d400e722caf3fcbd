// The operator's client list: the conditions behind its counters, which the dashboards and reports count by.
export { appointmentPassedCondition, inactiveAuditorCondition, overdueCondition } from './service.ts';
