// A multipart upload of one file with its progress. XMLHttpRequest rather than fetch: fetch reports no
// upload progress, which a 10 MB certificate on a slow line needs.
import { percentOf } from '../../domain/format.ts';
import { ApiError, NETWORK_ERROR_MESSAGE, toApiError } from './api-client.ts';

function parseJson(text: string): unknown {
  try {
    return text === '' ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * POSTs `file` as the form field `field` to `url`; resolves with the JSON answer, rejects with the
 * server's ApiError (its Hungarian message) or the network error. `onProgress` gets whole percents.
 */
export function uploadFile<Answer>(
  url: string,
  field: string,
  file: File,
  onProgress: (percent: number) => void = () => {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(percentOf(event.loaded, event.total));
    });
    request.addEventListener('load', () => {
      const body = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300 && body !== undefined) resolve(body as Answer);
      else reject(toApiError(request.status, body));
    });
    request.addEventListener('error', () => reject(new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE)));
    const form = new FormData();
    form.append(field, file, file.name);
    request.send(form);
  });
}
