import { z } from 'zod';

/** DownloadConfigFile's "Send as email": what the file covers and who gets it. */
export const mailConfigFileSchema = z.object({
  /** one id per request: the Message-ID, so a retried job is one message to the mailbox */
  requestId: z.uuid(),
  companyId: z.uuid(),
  userId: z.uuid(),
  email: z.email(),
  cnId: z.uuid(),
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
});
export type MailConfigFileData = z.infer<typeof mailConfigFileSchema>;
