/** One line of a topic's field list: the label exactly as the screen shows it, and what it does. */
export interface HelpField {
  name: string;
  what: string;
}

/** A part of the fuller text that only the help page shows. */
export interface HelpSection {
  heading: string;
  body: readonly string[];
}

/** A page outside Paperbridge: a standard or a partner's own documentation. */
export interface HelpLink {
  label: string;
  href: string;
}

/**
 * What the navbar's Help explains about one screen (spec 002 §2 "a help modal"). The modal shows the
 * purpose and the fields; the help page /admin/help/{id} adds the sections and the links.
 */
export interface HelpTopic {
  /** the help page's address segment */
  id: string;
  /**
   * Route patterns of routes.tsx (React Router syntax) this topic explains; empty for a part of a
   * screen that has no route of its own (a dashboard tab), reached from another topic's links.
   */
  routes: readonly string[];
  title: string;
  /** what the screen is for, in one or two sentences */
  purpose: string;
  fields: readonly HelpField[];
  sections?: readonly HelpSection[];
  /** ids of other topics */
  related?: readonly string[];
  external?: readonly HelpLink[];
}

/** The topics of one area of the product, as the help page's index groups them. */
export interface HelpArea {
  name: string;
  topics: readonly HelpTopic[];
}
