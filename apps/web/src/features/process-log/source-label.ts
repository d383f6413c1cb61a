import type { FileLogSource } from '@paperbridge/contracts';

/**
 * The Process Log's Source column in words (issue 30 point 7): who uploaded it, who e-mailed it, where on which
 * FTP server it lay, or the API. A sender not known (a document from before it was kept) leaves the bare source.
 */
export function sourceLabel(s: FileLogSource): string {
  switch (s.kind) {
    case 'manual':
      return s.from ? `Upload by ${s.from}` : 'Upload';
    case 'mobile':
      return s.from ? `Mobile app by ${s.from}` : 'Mobile app';
    case 'email':
      return s.from ? `E-mail from ${s.from}` : 'E-mail';
    case 'ftp':
      return s.location ? `FTP ${s.location}` : 'FTP';
    case 'api':
      return 'API';
  }
}
