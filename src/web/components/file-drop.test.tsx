import type { FileRejection } from '@mantine/dropzone';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages.ts';
import { rejectionMessage } from './file-drop.tsx';

const refused = (...codes: string[]): FileRejection[] => [
  {
    file: Object.assign(new File(['x'], 'a.txt'), { path: 'a.txt', relativePath: 'a.txt' }),
    errors: codes.map((code) => ({ code, message: code })),
  },
];
const words = { tooLarge: 'Túl nagy.', wrongType: 'Rossz típus.' };

describe("the drop area's refusal", () => {
  it("says first that one file is taken at a time, then the screen's words for the size or the type", () => {
    expect(rejectionMessage(refused('too-many-files', 'file-too-large'), words)).toBe(
      MESSAGES.file.oneAtATime,
    );
    expect(rejectionMessage(refused('file-too-large', 'file-invalid-type'), words)).toBe('Túl nagy.');
    expect(rejectionMessage(refused('file-invalid-type'), words)).toBe('Rossz típus.');
  });
});
