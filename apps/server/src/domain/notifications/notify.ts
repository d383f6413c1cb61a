import type { AppContext } from '../../context/app-context.ts';
import { queueEmail } from '../../jobs/queue-email.ts';
import { createNotification, type NewNotification } from './create-notification.ts';
import { notificationRecipients } from './email-preference.ts';

/**
 * Posts a notification to the company's bell and e-mails it (durable send-email jobs) to each of the
 * company's users who asked for that in their profile. The bell is the record: an e-mail that
 * cannot be queued is logged and the notification stays.
 */
export async function notify(ctx: AppContext, companyId: string, n: NewNotification): Promise<string> {
  const id = await createNotification(ctx.db, { companyId }, n);
  try {
    for (const to of await notificationRecipients(ctx, companyId)) {
      await queueEmail(ctx, {
        to,
        subject: `Paperbridge: ${n.header}`,
        text: [
          ...n.message,
          '',
          `See the notifications in Paperbridge: ${ctx.config.publicUrl}/admin/dashboard`,
          'You get these e-mails because you asked for them in your profile.',
        ].join('\n'),
        companyId,
        template: 'notification',
      });
    }
  } catch (err) {
    ctx.log.error({ err, companyId, notificationId: id }, 'notification e-mail not queued');
  }
  return id;
}
