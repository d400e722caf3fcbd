import { describe, expect, it } from 'vitest';
import { ADMIN_CERTIFICATE_MIME_TYPES } from './certificates-list.ts';
import { acceptedFiles, chosenFileProblem } from './certificate-files.ts';
import { CERTIFICATE_MIME_TYPES } from './constants.ts';

const auditorProblem = (file: { name: string; type: string; size: number }) =>
  chosenFileProblem(file, CERTIFICATE_MIME_TYPES, 'auditor');
const adminProblem = (file: { name: string; type: string; size: number }) =>
  chosenFileProblem(file, ADMIN_CERTIFICATE_MIME_TYPES, 'admin');

describe('a chosen certificate file', () => {
  it("is taken by its type, or by its name's ending when the browser does not know the type", () => {
    expect(auditorProblem({ name: 'a', type: 'image/gif', size: 10 })).toBeNull();
    expect(auditorProblem({ name: 'kép.GIF', type: '', size: 10 })).toBeNull();
    expect(adminProblem({ name: 'tanusitvany.PDF', type: '', size: 10 })).toBeNull();
    expect(adminProblem({ name: 'foto.jpeg', type: '', size: 10 })).toBeNull();
  });

  it("is refused with the screen's own message for a type that screen does not take", () => {
    expect(adminProblem({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe('admin');
    expect(adminProblem({ name: 'a.gif', type: '', size: 10 })).toBe('admin');
    expect(auditorProblem({ name: 'a.pdf.exe', type: '', size: 10 })).toBe('auditor');
    expect(auditorProblem({ name: 'pdf', type: '', size: 10 })).toBe('auditor');
  });

  it("lists each accepted type with its endings for the browser's file dialog", () => {
    expect(acceptedFiles(ADMIN_CERTIFICATE_MIME_TYPES)).toEqual({
      'application/pdf': ['.pdf'],
      'image/jpeg': ['.jpg', '.jpeg'],
      'image/png': ['.png'],
    });
  });
});
