import { describe, expect, it } from 'vitest';
import { gtinFromRaw } from '../hooks/use-barcode-scanner.ts';
import { validateImageFile } from './validate-image.ts';

describe('validateImageFile', () => {
  it('rejects non-images', () => {
    expect(validateImageFile({ type: 'application/pdf', size: 10 })).toMatchObject({
      title: 'Invalid file type',
      description: 'Please upload an image file',
      status: 'error',
      duration: 5000,
    });
  });
  it('accepts exactly 5 MB and rejects more', () => {
    expect(validateImageFile({ type: 'image/png', size: 5 * 1024 * 1024 })).toBeNull();
    expect(validateImageFile({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toMatchObject({
      title: 'File too large',
      description: 'Please upload an image smaller than 5MB',
    });
  });
});

describe('gtinFromRaw', () => {
  it('keeps only retail barcode digits', () => {
    expect(gtinFromRaw('3017620422003')).toBe('3017620422003');
    expect(gtinFromRaw('96385074')).toBe('96385074');
    expect(gtinFromRaw('https://example.com')).toBeNull();
    expect(gtinFromRaw('12345')).toBeNull();
  });
});
