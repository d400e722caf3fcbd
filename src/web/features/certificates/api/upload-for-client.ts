// POST /api/admin/clients/{id}/certificate (multipart, field `certificate`): Admin Light uploads for a
// client, with the upload's progress.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiPaths } from '../../../lib/paths.ts';
import { uploadFile } from '../../../lib/upload-file.ts';

export interface UploadAnswer {
  documentId: string;
  fileName: string;
  message: string;
}

export const uploadForClient = (clientId: string, file: File, onProgress?: (percent: number) => void) =>
  uploadFile<UploadAnswer>(apiPaths.adminCertificateUpload(clientId), 'certificate', file, onProgress);

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
