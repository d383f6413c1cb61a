import { z } from 'zod';

export const FTP_FOLDER_MAX = 500;
export const FTP_FOLDER_MSG = {
  invalid: "Folder must be a folder on the server, such as /invoices/in or inbox, without '..'.",
  tooLong: `Folder must be at most ${FTP_FOLDER_MAX} characters.`,
  hint: 'The folder to take documents from, absolute (/invoices/in) or from the login folder (inbox); blank is the login folder. Taken files move to done/ inside it.',
  destinationHint:
    'The folder to put the files in, absolute (/exports) or from the login folder; blank is the login folder.',
} as const;

/**
 * Why a folder of an FTP/FTPS/SFTP source or destination is refused, or null (beyond the spec: issue 30 point 7).
 * A relative path is read from the login folder, an absolute one from the server's root; a '..' step, a
 * backslash or a control character is refused, so a saved folder cannot climb out of where it says it is.
 */
export function ftpFolderProblem(folder: string): string | null {
  if (folder.length > FTP_FOLDER_MAX) return FTP_FOLDER_MSG.tooLong;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(folder)) return FTP_FOLDER_MSG.invalid;
  if (folder.split('/').some((step) => step.trim() === '..')) return FTP_FOLDER_MSG.invalid;
  return null;
}

/** The folder as stored: trimmed, repeated slashes and a trailing one dropped ('/' stays the root); '' is the login folder. */
export const normaliseFtpFolder = (folder: string) => {
  const f = folder.trim().replace(/\/{2,}/g, '/');
  return f.length > 1 ? f.replace(/\/$/, '') : f;
};

/** A folder field: blank or null reads as the login folder (''), anything else must pass ftpFolderProblem. */
export const ftpFolderSchema = z.preprocess(
  (v) => (v === null || v === undefined ? '' : v),
  z
    .string()
    .trim()
    .superRefine((v, c) => {
      const problem = ftpFolderProblem(v);
      if (problem) c.addIssue({ code: 'custom', message: problem });
    })
    .transform(normaliseFtpFolder),
);
