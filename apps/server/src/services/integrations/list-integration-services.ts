import sharp from 'sharp';
import type { IntegrationPartner } from '@paperbridge/contracts';

/**
 * The standard integrations Paperbridge delivers to (spec 001 "Standard Integrations" tiles).
 * The catalogue is product data: adding a partner means adding its connector and a row here.
 */
const PARTNERS: { code: IntegrationPartner['code']; name: string; text: string; colour: string; initials: string }[] = [
  {
    code: 'XERO',
    name: 'Xero',
    text: 'Send commercial invoices to Xero as bills and expense receipts as spend money.',
    colour: '#13B5EA',
    initials: 'X',
  },
  {
    code: 'QUICKBOOK',
    name: 'QuickBooks',
    text: 'Send commercial invoices to QuickBooks Online as bills and expense receipts as expenses.',
    colour: '#2CA01C',
    initials: 'QB',
  },
];

let cache: Promise<IntegrationPartner[]> | null = null;

/** Tiles carry a PNG logo as base64 (spec 002 §3); drawn once from a neutral badge, not a copied trademark. */
async function badge(colour: string, initials: string): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><circle cx="48" cy="48" r="46" fill="${colour}"/><text x="48" y="60" font-family="DejaVu Sans, Arial, sans-serif" font-size="${initials.length > 1 ? 34 : 42}" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
  return (await sharp(Buffer.from(svg)).png().toBuffer()).toString('base64');
}

export function listIntegrationServices(): Promise<IntegrationPartner[]> {
  cache ??= Promise.all(
    PARTNERS.map(async (p) => ({ code: p.code, name: p.name, text: p.text, logo: await badge(p.colour, p.initials) })),
  );
  return cache;
}
