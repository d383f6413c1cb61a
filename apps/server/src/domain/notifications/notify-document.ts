import type { AppContext } from '../../context/app-context.ts';
import { notify } from './notify.ts';

/** A notification about one document (failed, waiting for approval, not delivered...): the bell, and e-mail for users who asked. */
export async function notifyDocument(
  ctx: AppContext,
  companyId: string,
  header: string,
  fileName: string,
  message: string,
): Promise<void> {
  await notify(ctx, companyId, { header, message: [`${fileName}: ${message}`] });
}
