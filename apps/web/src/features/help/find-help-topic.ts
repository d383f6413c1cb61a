import { matchPath } from 'react-router';
import type { HelpTopic } from './help-topic.types';
import { HELP_TOPICS } from './help-topics';

/** The topic that explains the screen at this path (case-insensitive, as the routes are), or null. */
export function helpTopicForPath(pathname: string): HelpTopic | null {
  return HELP_TOPICS.find((t) => t.routes.some((path) => matchPath({ path, caseSensitive: false }, pathname))) ?? null;
}

export function helpTopicById(id: string | undefined): HelpTopic | null {
  return HELP_TOPICS.find((t) => t.id === id) ?? null;
}

export const helpPagePath = (topic: Pick<HelpTopic, 'id'>) => `/admin/help/${topic.id}`;

/** Where the help page's "Open this screen" goes: a signed-in screen without a parameter in its path. */
export function screenPathOf(topic: HelpTopic): string | null {
  return topic.routes.find((r) => r.startsWith('/admin/') && !r.includes(':')) ?? null;
}
