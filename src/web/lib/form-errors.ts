import { ApiError } from './api-client.ts';

/**
 * The field messages of a refused request, keyed by the form's field paths: the server names them
 * 'body.contactPerson.phone', the form 'contactPerson.phone'.
 */
export function formErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const errors: Record<string, string> = {};
  for (const field of error.fields) {
    const path = field.path.replace(/^body\./, '');
    if (path !== '' && !errors[path]) errors[path] = field.message;
  }
  return errors;
}
