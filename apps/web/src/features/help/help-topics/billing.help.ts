import type { HelpArea } from '../help-topic.types';

export const billingHelp: HelpArea = {
  name: 'Billing',
  topics: [
    {
      id: 'billing',
      routes: ['/admin/billing'],
      title: 'Billing',
      purpose:
        'Your prepaid balance: what is left, what each page costs, what every document took from it, and your payments.',
      fields: [
        {
          name: 'Available balance',
          what: 'The money left for reading documents, with the price per page. Below the minimum, documents are not read.',
        },
        { name: 'Top up your balance', what: 'Choose an amount to pay; you come back here afterwards.' },
        { name: 'Ledger', what: 'Each charge and payment: Date, Description, Pages, Amount and the Balance after it.' },
        { name: 'Payments', what: 'Each payment with its Status and a Receipt.' },
      ],
      sections: [
        {
          heading: 'A low balance',
          body: [
            'A banner above every page warns when the balance falls below the warning level, and says it is running low below the minimum. A document that arrives while the balance is too low shows FAILED TO PROCESS on the dashboard; after a top-up it can be processed again.',
          ],
        },
      ],
      related: ['dashboard', 'test-checkout', 'user-profile'],
    },
    {
      id: 'test-checkout',
      routes: ['/manage/test-checkout/:checkoutId'],
      title: 'Test payment',
      purpose:
        'When no payment provider is set up, top-ups go through this test checkout: no money is charged, and the balance is credited as if it were.',
      fields: [
        { name: 'Pay', what: 'Completes the test payment and credits the balance.' },
        { name: 'Decline the card', what: 'Tries the failed payment instead, to see what happens then.' },
        { name: 'Back to billing', what: 'Leaves without paying.' },
      ],
      related: ['billing'],
    },
  ],
};
