// POST /api/auditor/properties/{id}/certificate (multipart, field `certificate`): the finished certificate.
// XMLHttpRequest rather than fetch: it reports the upload's progress, which a 10 MB file on a slow line
// needs.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AuditorClientDetail } from '../../../../domain/auditor-workspace.ts';
import { ApiError, NETWORK_ERROR_MESSAGE, toApiError } from '../../../lib/api-client.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { storeAuditorClient } from './client-cache.ts';

export interface UploadAnswer {
  client: AuditorClientDetail;
  message: string;
}

function parseJson(text: string): unknown {
  try {
    return text === '' ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function uploadCertificate(
  propertyId: string,
  file: File,
  onProgress: (percent: number) => void = () => {},
): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', apiPaths.auditorCertificateUpload(propertyId));
    request.setRequestHeader('accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    request.addEventListener('load', () => {
      const body = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300 && body !== undefined) resolve(body as UploadAnswer);
      else reject(toApiError(request.status, body));
    });
    request.addEventListener('error', () => reject(new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE)));
    const form = new FormData();
    form.append('certificate', file, file.name);
    request.send(form);
  });
}

export function useUploadCertificate(propertyId: string) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      setProgress(0);
      return uploadCertificate(propertyId, file, setProgress);
    },
    onSuccess: ({ client }) => storeAuditorClient(queryClient, client),
    meta: { handlesError: true },
  });
  return { ...mutation, progress };
}
