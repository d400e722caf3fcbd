// The statement as the bank receives it, a text file named with its number, date and count
// (docs/rules/statuses.md, 'Numbering and files'), and the same as a PDF for people. Both are written once,
// when the statement is made, and stored: an issued statement is a record, so downloading it again gives the
// same bytes.
import { formatDate, formatDateTime, formatHuf, formatPieces } from '../../../domain/format.ts';
import { renderPdf } from '../../platform/pdf.ts';

export interface StatementContent {
  number: string;
  createdAt: Date;
  createdByName: string;
  bankName: string;
  feeHuf: number;
  totalHuf: number;
  lines: {
    position: number;
    clientName: string;
    address: string;
    auditorName: string;
    uploadedAt: Date;
    amountHuf: number;
  }[];
}

/** The separator of the text file's columns: a person reads it, a spreadsheet splits it on '|'. */
const COLUMN = ' | ';

/** Keeps a snapshot value on one line of one column (a '|' or a line break in a name would break both). */
const cell = (value: string) => value.replace(/[\r\n|]+/g, ' ').trim();

/** The figures both files state at the top. */
const summary = (content: StatementContent) => [
  `Tanúsítványok száma: ${formatPieces(content.lines.length)}`,
  `Díj tanúsítványonként: ${formatHuf(content.feeHuf)}`,
  `Összesen: ${formatHuf(content.totalHuf)}`,
];

/**
 * UTF-8 with a byte-order mark and CRLF line ends, so Windows Notepad shows the accents too (the log
 * download does the same).
 */
export function renderStatementText(content: StatementContent): Buffer {
  const header = [
    'TIG ELSZÁMOLÁS',
    `Sorszám: ${content.number}`,
    `Kelt: ${formatDateTime(content.createdAt)}`,
    `Címzett: ${cell(content.bankName)}`,
    `Készítette: ${cell(content.createdByName)}`,
    ...summary(content),
    '',
    ['Ssz.', 'Ügyfél', 'Cím', 'Tanúsító', 'Feltöltés dátuma', 'Összeg'].join(COLUMN),
  ];
  const rows = content.lines.map((line) =>
    [
      `${line.position}.`,
      cell(line.clientName),
      cell(line.address),
      cell(line.auditorName),
      formatDate(line.uploadedAt),
      formatHuf(line.amountHuf),
    ].join(COLUMN),
  );
  const footer = ['', `Összesen: ${formatPieces(content.lines.length)}, ${formatHuf(content.totalHuf)}`];
  return Buffer.from(`\uFEFF${[...header, ...rows, ...footer].join('\r\n')}\r\n`, 'utf8');
}

export function renderStatementPdf(content: StatementContent): Promise<Buffer> {
  return renderPdf({
    title: `TIG elszámolás – ${content.number}`,
    subtitle: `Kelt: ${formatDateTime(content.createdAt)} · Címzett: ${content.bankName}`,
    footer: content.number,
    sections: [
      {
        heading: 'Összesítés',
        paragraphs: [...summary(content), `Készítette: ${content.createdByName}`],
      },
      {
        heading: 'Tételek',
        paragraphs: content.lines.map(
          (line) =>
            `${line.position}. ${line.clientName} – ${line.address} – Tanúsító: ${line.auditorName} – ` +
            `Feltöltve: ${formatDate(line.uploadedAt)} – ${formatHuf(line.amountHuf)}`,
        ),
      },
    ],
  });
}
