import { describe, expect, it } from 'vitest';
import { sourceLabel } from './source-label';

describe("the Process Log's Source column (issue 30 point 7)", () => {
  it('says who uploaded or e-mailed a document, where on the FTP server it lay, or the API', () => {
    expect(sourceLabel({ kind: 'manual', from: 'anna@harbour.example', location: null })).toBe(
      'Upload by anna@harbour.example',
    );
    expect(sourceLabel({ kind: 'mobile', from: 'ben@harbour.example', location: null })).toBe(
      'Mobile app by ben@harbour.example',
    );
    expect(sourceLabel({ kind: 'email', from: 'rechnung@lieferant.example', location: null })).toBe(
      'E-mail from rechnung@lieferant.example',
    );
    expect(sourceLabel({ kind: 'ftp', from: null, location: 'ftp://files.lieferant.example:21/out/471102.pdf' })).toBe(
      'FTP ftp://files.lieferant.example:21/out/471102.pdf',
    );
    expect(sourceLabel({ kind: 'api', from: null, location: null })).toBe('API');
  });

  it('a sender not known leaves the bare source', () => {
    expect(sourceLabel({ kind: 'manual', from: null, location: null })).toBe('Upload');
    expect(sourceLabel({ kind: 'email', from: null, location: null })).toBe('E-mail');
  });
});
