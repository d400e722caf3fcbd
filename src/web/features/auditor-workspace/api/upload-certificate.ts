// POST /api/auditor/properties/{id}/certificate (multipart, field `certificate`): the finished certificate,
// with the upload's progress.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AuditorClientDetail } from '../../../../domain/auditor-workspace.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { uploadFile } from '../../../lib/upload-file.ts';
import { storeAuditorClient } from './client-cache.ts';

export interface UploadAnswer {
  client: AuditorClientDetail;
  message: string;
}

export const uploadCertificate = (propertyId: string, file: File, onProgress?: (percent: number) => void) =>
  uploadFile<UploadAnswer>(apiPaths.auditorCertificateUpload(propertyId), 'certificate', file, onProgress);

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
