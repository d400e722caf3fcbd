// GET /api/documents/{id}: any other document of a property, through the server's ownership check.
import type { PropertyDocument } from '../../../../domain/property.ts';
import { useDownload } from '../../../lib/download-file.ts';
import { apiPaths } from '../../../lib/paths.ts';

export const useDownloadDocument = (document: PropertyDocument) =>
  useDownload(() => ({ url: apiPaths.documentFile(document.id), fallbackName: document.name }));
