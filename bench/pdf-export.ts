// `npm run bench -- pdf` (not in the default set): the client list's PDF at its largest, PDF_MAX_ROWS
// (5,000) clients, rendered in this process as the export route renders it, without the database, 5 times:
// the time, the file's size and pages, and the longest the event loop waited meanwhile (a timer asked to
// fire every millisecond; what a /api/health request would have waited for during the export). The figures
// go in decision 0021.
import os from 'node:os';
import { formatArea, formatDate, formatDateTime } from '../src/domain/format.ts';
import { statusLabel } from '../src/domain/statuses.ts';
import { PDF_COLUMNS, PDF_MAX_ROWS, PDF_TITLE } from '../src/server/features/admin-clients/pdf-export.ts';
import { renderPdfTable } from '../src/server/platform/pdf.ts';

const FIRST = ['Ágnes', 'Ödön', 'Łucja', 'Őrs', 'Šárka', 'Ștefan', 'Zsófia', 'Gergely', 'Ünige', 'Bence'];
const LAST = ['Šťastná', 'Kovács', 'Szűcs', 'Nagy-Erdős', 'Wiśniewska', 'Popescu', 'Tóth', 'Bíró', 'Fülöp'];
const STATUSES = ['new', 'waiting_appointment', 'appointment_set', 'certificate_uploaded'] as const;
const DAY = 86_400_000;

/** The rows as pdf-export.ts shapes them, with names of every letter the portal meets. */
function clientRows(count: number): string[][] {
  const start = Date.UTC(2026, 0, 5, 9);
  return Array.from({ length: count }, (_, i) => {
    const first = FIRST[i % FIRST.length]!;
    const last = LAST[(i * 7) % LAST.length]!;
    const ordered = i % 3 === 0 ? null : new Date(start + (i % 300) * DAY + DAY);
    return [
      `U-${String(100_000 + i)}`,
      `${last} ${first}`,
      `${last.toLowerCase().replace(/[^a-z]/g, 'x')}.${i}@pelda-szolgaltato.hu`,
      `+36 30 ${String(1_000_000 + i).slice(1, 4)} ${String(i).padStart(4, '0')}`,
      `${1000 + (i % 9000)} Budapest, Hosszúmezei Vértanúk útja ${(i % 180) + 1}. ${(i % 9) + 1}/${(i % 40) + 1}`,
      formatArea(40 + (i % 160)),
      statusLabel(STATUSES[i % STATUSES.length]!),
      i % 4 === 0 ? '—' : `${LAST[(i * 3) % LAST.length]} ${FIRST[(i * 5) % FIRST.length]}`,
      i % 5 === 0 ? `KUPON-${i}` : '—',
      formatDate(new Date(start + (i % 300) * DAY)),
      ordered ? formatDate(ordered) : '—',
    ];
  });
}

export interface PdfExportFigures {
  rows: number;
  runs: { ms: number; bytes: number; pages: number; longestEventLoopWaitMs: number }[];
  medianMs: number;
  medianLongestEventLoopWaitMs: number;
  loadAverage: number[];
}

export async function benchPdfExport(runs = 5): Promise<PdfExportFigures> {
  const rows = clientRows(PDF_MAX_ROWS);
  const now = new Date();
  const figures: PdfExportFigures['runs'] = [];
  for (let run = 0; run < runs; run++) {
    let last = performance.now();
    let longest = 0;
    const ticker = setInterval(() => {
      const at = performance.now();
      longest = Math.max(longest, at - last);
      last = at;
    }, 1);
    const started = performance.now();
    const pdf = await renderPdfTable({
      title: PDF_TITLE,
      subtitle: [
        'Szűrők: nincsenek (minden ügyfél)',
        'Rendezés: Ügyfél neve, növekvő',
        `Készült: ${formatDateTime(now)}`,
      ],
      columns: PDF_COLUMNS,
      rows,
      footer: `${PDF_TITLE} – ${formatDateTime(now)}`,
    });
    const ms = performance.now() - started;
    // One more turn, so a render that never yielded is measured as the one wait it was.
    await new Promise((resolve) => setTimeout(resolve, 2));
    clearInterval(ticker);
    const pages = [...pdf.toString('latin1').matchAll(/\/Type\s*\/Page\b/g)].length;
    figures.push({
      ms: Math.round(ms),
      bytes: pdf.length,
      pages,
      longestEventLoopWaitMs: Math.round(longest),
    });
    console.log(
      `pdf run ${run + 1}: ${rows.length} rows, ${(pdf.length / 2 ** 20).toFixed(2)} MB, ${pages} pages in ${Math.round(ms)} ms; the event loop waited at most ${Math.round(longest)} ms`,
    );
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  return {
    rows: rows.length,
    runs: figures,
    medianMs: median(figures.map((f) => f.ms)),
    medianLongestEventLoopWaitMs: median(figures.map((f) => f.longestEventLoopWaitMs)),
    loadAverage: os.loadavg().map((value) => Math.round(value * 100) / 100),
  };
}

if (import.meta.main) console.log(await benchPdfExport());
