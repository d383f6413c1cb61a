import type { NewNotification } from '../../domain/notifications/create-notification.ts';

/** Posted when a company registers (SaveDetails). */
export function welcomeNotification(name: string): NewNotification {
  return {
    header: 'Welcome to Paperbridge',
    message: [
      `Welcome${name ? `, ${name}` : ''}! Your company details have been saved.`,
      'Choose your features and verify your phone with the security PIN to start processing documents.',
    ],
  };
}
