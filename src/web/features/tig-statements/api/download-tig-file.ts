// GET /api/tig-statements/{id}/text and /pdf: the stored files, under the server's names.
import { useMutation } from '@tanstack/react-query';
import type { TigStatementSummary } from '../../../../domain/tig.ts';
import { downloadFile } from '../../../lib/download-file.ts';
import { apiPaths } from '../../../lib/paths.ts';

export interface TigFileRequest {
  statement: Pick<TigStatementSummary, 'id' | 'textFileName' | 'pdfFileName'>;
  kind: 'text' | 'pdf';
}

export const downloadTigFile = ({ statement, kind }: TigFileRequest) =>
  downloadFile(apiPaths.tigStatementFile(statement.id, kind), {
    fallbackName: kind === 'text' ? statement.textFileName : statement.pdfFileName,
  });

export const useDownloadTigFile = () =>
  useMutation({ mutationFn: downloadTigFile, meta: { handlesError: true } });
