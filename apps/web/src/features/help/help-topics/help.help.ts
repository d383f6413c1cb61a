import type { HelpArea } from '../help-topic.types';

export const helpAboutHelp: HelpArea = {
  name: 'Help',
  topics: [
    {
      id: 'help',
      routes: ['/admin/help/:topic?'],
      title: 'Using the help',
      purpose:
        'Every screen has a Help button in the top bar. It explains that screen; Read more opens its full page here.',
      fields: [
        { name: 'Help', what: 'In the top bar: what the screen you are on is for, and its main fields.' },
        { name: 'Read more', what: 'Opens the full help of that screen, with links to related screens and standards.' },
        { name: 'All help topics', what: "The list of every screen's help, by area." },
        { name: 'Back', what: 'Returns to the screen you came from.' },
      ],
      related: ['dashboard'],
    },
  ],
};
