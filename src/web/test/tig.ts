import type { TigPreview, TigStatement, TigStatementSummary } from '../../domain/tig.ts';

/** A sent TIG statement, TIG-2026-0007 of 24 November 2026, of two certificates at 65 000 Ft (component tests). */
export const buildTigStatementSummary = (
  overrides: Partial<TigStatementSummary> = {},
): TigStatementSummary => ({
  id: 'a0000000-0000-4000-8000-000000000001',
  number: 'TIG-2026-0007',
  createdAt: '2026-11-24T09:00:00.000Z',
  createdByName: 'Tóth Gábor',
  certificateCount: 2,
  feeHuf: 65_000,
  totalHuf: 130_000,
  status: 'sent',
  paidAt: null,
  paidByName: null,
  textFileName: 'TIG-2026-0007_2026-11-24_2db.txt',
  pdfFileName: 'TIG-2026-0007_2026-11-24_2db.pdf',
  ...overrides,
});

/** The statement generated from the preview's billable certificates: its count, total, files and lines are theirs. */
export function buildTigStatement(preview: TigPreview, overrides: Partial<TigStatement> = {}): TigStatement {
  const count = preview.items.length;
  return {
    ...buildTigStatementSummary({
      certificateCount: count,
      feeHuf: preview.feeHuf,
      totalHuf: preview.totalHuf,
      textFileName: `TIG-2026-0007_2026-11-24_${count}db.txt`,
      pdfFileName: `TIG-2026-0007_2026-11-24_${count}db.pdf`,
    }),
    lines: preview.items.map((item, index) => ({ ...item, position: index + 1 })),
    ...overrides,
  };
}
