import type { HelpArea, HelpTopic } from '../help-topic.types';
import { accountHelp } from './account.help';
import { billingHelp } from './billing.help';
import { clientsHelp } from './clients.help';
import { dashboardHelp } from './dashboard.help';
import { helpAboutHelp } from './help.help';
import { integrationsHelp } from './integrations.help';
import { mappingsHelp } from './mappings.help';
import { processLogHelp } from './process-log.help';
import { reviewHelp } from './review.help';
import { uploadHelp } from './upload.help';

/** The areas in the order of the sidebar, then the account screens; the help page's index follows it. */
export const HELP_AREAS: readonly HelpArea[] = [
  dashboardHelp,
  reviewHelp,
  mappingsHelp,
  integrationsHelp,
  uploadHelp,
  processLogHelp,
  clientsHelp,
  billingHelp,
  accountHelp,
  helpAboutHelp,
];

export const HELP_TOPICS: readonly HelpTopic[] = HELP_AREAS.flatMap((a) => a.topics);
