// GET /api/documents/{id}: any other document of a property, through the server's ownership check.
import { useMutation } from '@tanstack/react-query';
import type { PropertyDocument } from '../../../../domain/property.ts';
import { downloadFile } from '../../../lib/download-file.ts';
import { apiPaths } from '../../../lib/paths.ts';

export const downloadDocument = (document: PropertyDocument) =>
  downloadFile(apiPaths.documentFile(document.id), { fallbackName: document.name });

export const useDownloadDocument = (document: PropertyDocument) =>
  useMutation({ mutationFn: () => downloadDocument(document), meta: { handlesError: true } });
