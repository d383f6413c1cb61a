import { MODULE_LABELS } from '@paperbridge/contracts';
import type { HelpArea, HelpField } from '../help-topic.types';

// the company form is the same on the first sign-up, on registration details and on the profile
const companyFields: HelpField[] = [
  { name: 'Register as', what: 'Individual or Company; changing it clears the form.' },
  {
    name: 'Country',
    what: 'Sets the address fields, the phone prefix and the date and number formats. Changing it clears the address.',
  },
  { name: 'Company Name / ABN', what: 'For a company; an Australian company can check its ABN with Verify ABN.' },
  { name: 'Contact Name / Contact Number', what: 'Who we talk to. Type the number as you usually write it.' },
  {
    name: 'Address search',
    what: 'Type a suburb or post code (a street first, then a comma: "12 Smith St, Bondi") and choose the place: Address Line 1, State, City/Suburb and Post Code are filled. Optional when those fields are filled by hand.',
  },
];

export const accountHelp: HelpArea = {
  name: 'Account',
  topics: [
    {
      id: 'user-profile',
      routes: ['/admin/user-profile'],
      title: 'Profile',
      purpose: "Your company's details, how dates and amounts are shown, your modules, your e-mails and your password.",
      fields: [
        { name: 'Individual / Company Details', what: 'The same form as at sign-up; Update saves it.' },
        {
          name: 'Regional settings',
          what: "Currency, Date format and Number format, each the country's default unless you choose another.",
        },
        {
          name: 'Paperbridge Features',
          what: `${MODULE_LABELS.ICR} and ${MODULE_LABELS.DA} are always on; ${MODULE_LABELS.IG} can be switched on or off. Save features keeps it.`,
        },
        { name: 'E-mail me my notifications', what: "Also sends the bell's notifications to your e-mail address." },
        {
          name: 'Change Password',
          what: 'Current password, New password and Confirm password. You are then signed out everywhere.',
        },
      ],
      sections: [
        { heading: 'The company form', body: companyFields.map((f) => `${f.name}: ${f.what}`) },
        {
          heading: 'Password rules',
          body: [
            'At least 8 characters, with an uppercase letter, a lowercase letter, a number and a special character.',
          ],
        },
      ],
      related: ['company-details', 'billing', 'features'],
    },
    {
      id: 'company-details',
      routes: ['/auth/configure-company-details', '/manage/registration-details'],
      title: 'Company details',
      purpose: 'Tell Paperbridge who you are: the first step of signing up. You can change it later in your profile.',
      fields: companyFields,
      sections: [
        {
          heading: 'Your e-mail address is not verified',
          body: [
            'Open the link in the e-mail we sent you, then press Sign in. Resend the activation e-mail sends it again (three tries at most).',
          ],
        },
        {
          heading: 'Countries',
          body: ['When Paperbridge is not available in the chosen country yet, the rest of the form stays greyed out.'],
        },
      ],
      related: ['features', 'security-pin', 'user-profile'],
      external: [{ label: 'ABN Lookup (Australian Business Register)', href: 'https://abr.business.gov.au/' }],
    },
    {
      id: 'features',
      routes: ['/auth/features'],
      title: 'Choose your features',
      purpose: 'Pick the Paperbridge modules you want to use: the second step of signing up.',
      fields: [
        {
          name: `${MODULE_LABELS.ICR} (ICR)`,
          what: 'Reads invoices, receipts and other documents into data, and delivers it: mappings, clients, uploads, the process log.',
        },
        {
          name: `${MODULE_LABELS.DA} (DA)`,
          what: 'Leave and license agreements: a dashboard tab and their analysis.',
        },
        {
          name: `${MODULE_LABELS.IG} (IG)`,
          what: 'Customised and handwritten documents: a dashboard tab and their insights.',
        },
        { name: 'Continue', what: 'Saves the choice and goes on to the security PIN.' },
      ],
      related: ['company-details', 'security-pin', 'analytics'],
    },
    {
      id: 'security-pin',
      routes: ['/auth/configure-security-service'],
      title: 'Security PIN',
      purpose: 'Protects your account with a code sent to your mobile phone by SMS when you sign in.',
      fields: [
        { name: 'Country code', what: 'The dialling code of your mobile number.' },
        { name: 'Mobile number', what: 'Type it as you usually write it, with or without the leading 0.' },
        { name: 'Send code', what: 'Sends the code by SMS.' },
        { name: 'Security code', what: 'The code from the SMS.' },
        { name: 'Verify', what: 'Checks the code and signs you in.' },
        { name: 'Resend code / Change number', what: 'A new code after the countdown, or another number.' },
      ],
      related: ['company-details', 'features'],
    },
  ],
};
