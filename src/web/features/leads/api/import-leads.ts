// POST /api/leads/import/preview and /api/leads/import: the file's per-row report, then the import.
import { useMutation } from '@tanstack/react-query';
import type { LeadImportReport } from '../../../../domain/leads.ts';
import { useRefreshingMutation } from '../../../lib/api-mutations.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { uploadFile } from '../../../lib/upload-file.ts';
import { leadsKey } from './get-leads.ts';

export const previewLeadImport = (file: File) =>
  uploadFile<LeadImportReport>(apiPaths.leadImportPreview(), 'file', file);

export const importLeads = (file: File) => uploadFile<LeadImportReport>(apiPaths.leadImport(), 'file', file);

export const usePreviewLeadImport = () =>
  useMutation({ mutationFn: previewLeadImport, meta: { handlesError: true } });

export const useImportLeads = () => useRefreshingMutation(importLeads, leadsKey(), 'onSettled');
