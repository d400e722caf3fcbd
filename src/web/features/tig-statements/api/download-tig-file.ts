// GET /api/tig-statements/{id}/text and /pdf: the stored files, under the server's names.
import type { TigStatementSummary } from '../../../../domain/tig.ts';
import { useDownload } from '../../../lib/download-file.ts';
import { apiPaths } from '../../../lib/paths.ts';

export interface TigFileRequest {
  statement: Pick<TigStatementSummary, 'id' | 'textFileName' | 'pdfFileName'>;
  kind: 'text' | 'pdf';
}

export const useDownloadTigFile = () =>
  useDownload(({ statement, kind }: TigFileRequest) => ({
    url: apiPaths.tigStatementFile(statement.id, kind),
    fallbackName: kind === 'text' ? statement.textFileName : statement.pdfFileName,
  }));
