import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format-size.ts';

describe('file sizes as people read them', () => {
  it('shows sizes below 1 MB in KB, never as 0,00 MB', () => {
    expect(formatFileSize(52_429)).toBe('51 KB');
    expect(formatFileSize(300)).toBe('1 KB');
    expect(formatFileSize(0)).toBe('0 KB');
    expect(formatFileSize(900 * 1024)).toBe('900 KB');
  });

  it('shows 1 MB and more in MB with a Hungarian decimal comma', () => {
    expect(formatFileSize(1024 * 1024)).toBe('1 MB');
    expect(formatFileSize(1_572_864)).toBe('1,5 MB');
    expect(formatFileSize(1024 * 1024 - 100)).toBe('1 MB');
  });

  it('shows 1 GB and more in GB (a weekly ZIP of a busy week)', () => {
    expect(formatFileSize(2_001 * 1024 * 1024)).toBe('2 GB');
    expect(formatFileSize(1.5 * 1024 ** 3)).toBe('1,5 GB');
    expect(formatFileSize(1000 * 1024 * 1024)).toBe('1 GB');
    expect(formatFileSize(900 * 1024 * 1024)).toBe('900 MB');
  });
});
