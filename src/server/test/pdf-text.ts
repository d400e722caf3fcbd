// Reads back what the portal's own PDF writer (platform/pdf.ts) shows: the page count and the text of
// every page, decoded from the fonts' encoding (WinAnsi with ő, ű, Ő, Ű on codes 129, 141, 143, 144).
const WIN_ANSI_HIGH: Record<number, string> = {
  0x80: '€',
  0x84: '„',
  0x85: '…',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
  0x81: 'Ő',
  0x8d: 'ő',
  0x8f: 'Ű',
  0x90: 'ű',
};

function decodeString(raw: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < raw.length; i++) {
    const char = raw[i]!;
    if (char !== '\\') {
      bytes.push(char.charCodeAt(0));
      continue;
    }
    const octal = /^[0-7]{3}/.exec(raw.slice(i + 1));
    if (octal) {
      bytes.push(parseInt(octal[0], 8));
      i += 3;
    } else {
      bytes.push(raw.charCodeAt(i + 1));
      i += 1;
    }
  }
  return bytes.map((byte) => WIN_ANSI_HIGH[byte] ?? String.fromCharCode(byte)).join('');
}

/** The pages of the PDF, each as its text lines in drawing order. */
export function pdfPages(pdf: Buffer): string[][] {
  const text = pdf.toString('latin1');
  const streams = [...text.matchAll(/stream\n([\s\S]*?)\nendstream/g)].map((m) => m[1]!);
  return streams.map((content) =>
    [...content.matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)].map((m) => decodeString(m[1]!)),
  );
}
