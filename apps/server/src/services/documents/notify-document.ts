import type { Db } from '../../db/database.ts';
import { createNotification } from '../notifications/create-notification.ts';

/** A bell notification about one document (failed, waiting for approval...). */
export async function notifyDocument(db: Db, companyId: string, header: string, fileName: string, message: string): Promise<void> {
  await createNotification(db, { companyId }, { header, message: [`${fileName}: ${message}`] });
}
