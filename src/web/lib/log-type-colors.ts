import type { LogActionType } from '../../domain/log-types.ts';

/**
 * The badge colours of the log's event types that stand out, on the operator's start page and in the system
 * log; an event type without one (a sign-in, say) is grey.
 */
export const LOG_TYPE_COLORS: Partial<Record<LogActionType, string>> = {
  registration: 'teal',
  certificate_order: 'grape',
  certificate_upload: 'green',
  appointment: 'cyan',
  admin_action: 'orange',
  data_export: 'indigo',
  account_deletion: 'red',
};
