import { z } from 'zod';
import { ftpProtocolSchema } from './submit-configuration.contracts.ts';
import { ftpFolderSchema } from './ftp-folder.contracts.ts';

/** POST /api/Admin/Map/CheckFTPConnection; answers result true/false with the server's message. */
export const checkFtpConnectionBodySchema = z.object({
  host: z.string({ error: 'host is required' }).trim().min(1, 'host is required').max(253),
  username: z.string({ error: 'username is required' }).trim().min(1, 'username is required').max(200),
  /** blank with cnId: the mapping's stored password */
  password: z.string().max(500).optional().default(''),
  port: z.coerce
    .number({ error: 'port must be a number' })
    .int('port must be a number')
    .min(1, 'port must be 1-65535')
    .max(65535, 'port must be 1-65535'),
  prefix: z.enum(['Source', 'Destination'], { error: "prefix must be 'Source' or 'Destination'" }),
  fileType: z.string().max(10).nullish(),
  cnId: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.uuid('cnId must be a mapping id').optional()),
  /** default by port: 22 → sftp, else ftp */
  protocol: z.preprocess(
    (v) => (typeof v === 'string' && v ? v.toLowerCase() : undefined),
    ftpProtocolSchema.optional(),
  ),
  /** remote folder to list (and, for a destination, to write the probe in); blank is the login folder */
  path: ftpFolderSchema,
});
export type CheckFtpConnectionBody = z.infer<typeof checkFtpConnectionBodySchema>;
/** CheckFTPConnection's result: whether the server reached the folder (an object form is still read, as earlier servers sent it). */
export const checkFtpConnectionResultSchema = z.union([
  z.boolean(),
  z.object({ result: z.boolean(), message: z.string().optional() }),
]);
export type CheckFtpConnectionResult = z.infer<typeof checkFtpConnectionResultSchema>;
