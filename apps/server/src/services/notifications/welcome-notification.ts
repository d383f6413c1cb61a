import type { NewNotification } from '../../domain/notifications/create-notification.ts';

export const WELCOME_HEADER = 'Welcome to Paperbridge';

/** The onboarding steps after the company details that the company has not done yet. */
export interface OnboardingLeft {
  features: boolean;
  phone: boolean;
}

export const WELCOME_DONE =
  'Your account is set up: your features are chosen and your phone is verified. Follow the first steps on the dashboard to extract your first document.';

/** What the welcome says is still to do (issue 26 point 4): only the steps left, or that nothing is. */
function nextStep(left: OnboardingLeft): string {
  if (left.features && left.phone)
    return 'Choose your features and verify your phone with the security PIN to start processing documents.';
  if (left.features) return 'Choose your features to start processing documents.';
  if (left.phone) return 'Verify your phone with the security PIN to start processing documents.';
  return WELCOME_DONE;
}

/** Posted when a company registers (SaveDetails), rewritten as the steps after it are done. */
export function welcomeNotification(name: string, left: OnboardingLeft): NewNotification {
  return {
    header: WELCOME_HEADER,
    message: [`Welcome${name ? `, ${name}` : ''}! Your company details have been saved.`, nextStep(left)],
  };
}
