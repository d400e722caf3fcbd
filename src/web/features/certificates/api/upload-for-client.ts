// POST /api/admin/clients/{id}/certificate (multipart, field `certificate`): Admin Light uploads for a
// client. XMLHttpRequest rather than fetch: it reports the upload's progress.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, NETWORK_ERROR_MESSAGE, toApiError } from '../../../lib/api-client.ts';
import { apiPaths } from '../../../lib/paths.ts';

export interface UploadAnswer {
  documentId: string;
  fileName: string;
  message: string;
}

function parseJson(text: string): unknown {
  try {
    return text === '' ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function uploadForClient(
  clientId: string,
  file: File,
  onProgress: (percent: number) => void = () => {},
): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', apiPaths.adminCertificateUpload(clientId));
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

export function useUploadForClient() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: ({ clientId, file }: { clientId: string; file: File }) => {
      setProgress(0);
      return uploadForClient(clientId, file, setProgress);
    },
    // The certificate list and the client list (the property's status) both change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
    meta: { handlesError: true },
  });
  return { ...mutation, progress };
}
