import { findCountry, paymentStatusSchema, type PaymentStatus } from '@paperbridge/contracts';

export type Currency = PaymentStatus['currency'];

const CURRENCY: Record<string, Currency> = { AU: 'AUD', IN: 'INR', SG: 'SGD', US: 'USD', GB: 'GBP', CA: 'CAD' };

/** The company's billing currency by country; Australia's when the country is not set yet (spec 002 §9 default). */
export function currencyForCountry(country: string | null | undefined): Currency {
  return CURRENCY[findCountry(country)?.code ?? 'AU'] ?? 'AUD';
}

export const isCurrency = (v: string | null | undefined): v is Currency => paymentStatusSchema.shape.currency.safeParse(v).success;
