import type { EInvoiceProfile, EInvoiceSyntax } from './einvoice.types.ts';

/**
 * BT-24 (CII GuidelineSpecifiedDocumentContextParameter, UBL CustomizationID) → the profile it names.
 * Identifiers are compared exactly, as the specifications publish them; a near miss such as the 2017
 * draft form "urn:cen.eu:en16931:2017:compliant:factur-x.eu:1p0:basic" (':' where '#…#urn:' belongs) is
 * not a profile, and the file is refused rather than read under a guessed one.
 */
const EN16931 = 'urn:cen.eu:en16931:2017';

const EXACT: Record<string, EInvoiceProfile> = {
  // Factur-X 1.0 and ZUGFeRD 2.x (the same identifiers under two names)
  'urn:factur-x.eu:1p0:minimum': 'MINIMUM',
  'urn:zugferd.de:2p0:minimum': 'MINIMUM',
  'urn:factur-x.eu:1p0:basicwl': 'BASIC WL',
  'urn:zugferd.de:2p0:basicwl': 'BASIC WL',
  [`${EN16931}#compliant#urn:factur-x.eu:1p0:basic`]: 'BASIC',
  [`${EN16931}#compliant#urn:zugferd.de:2p0:basic`]: 'BASIC',
  [EN16931]: 'EN 16931 (COMFORT)',
  [`${EN16931}#conformant#urn:factur-x.eu:1p0:extended`]: 'EXTENDED',
  [`${EN16931}#conformant#urn:zugferd.de:2p0:extended`]: 'EXTENDED',
};

/** ZUGFeRD 1.0, and the identifiers of its 2013/14 release candidate */
const ZUGFERD1: Record<string, EInvoiceProfile> = {
  'urn:ferd:CrossIndustryDocument:invoice:1p0:basic': 'BASIC',
  'urn:ferd:CrossIndustryDocument:invoice:1p0:comfort': 'EN 16931 (COMFORT)',
  'urn:ferd:CrossIndustryDocument:invoice:1p0:extended': 'EXTENDED',
  'urn:ferd:invoice:rc:basic': 'BASIC',
  'urn:ferd:invoice:rc:comfort': 'EN 16931 (COMFORT)',
  'urn:ferd:invoice:rc:extended': 'EXTENDED',
};

// XRechnung 1.2 … 3.x, with or without its extension (urn:xoev-de:kosit:… until 2.3, urn:xeinkauf.de:kosit:… from 3.0)
const XRECHNUNG =
  /^urn:cen\.eu:en16931:2017#compliant#urn:(?:xoev-de|xeinkauf\.de):kosit:(?:standard:)?xrechnung_\d+(?:\.\d+)*(?:#conformant#urn:(?:xoev-de|xeinkauf\.de):kosit:extension:xrechnung_\d+(?:\.\d+)*)?$/;
// Peppol BIS Billing 3.0 and its national variants (A-NZ, SG …)
const PEPPOL =
  /^urn:cen\.eu:en16931:2017#(?:compliant|conformant)#urn:fdc:peppol\.eu:2017:poacc:billing:(?:[a-z:]+:)?3\.0$/;

export type ProfileMatch =
  { status: 'ok'; profile: EInvoiceProfile; warning?: string } | { status: 'unknown'; message: string };

export function recogniseProfile(syntax: EInvoiceSyntax, specificationId: string | undefined): ProfileMatch {
  if (!specificationId) {
    return {
      status: 'unknown',
      message: 'the invoice states no specification identifier (BT-24), so its profile is unknown',
    };
  }
  const id = specificationId.trim();
  const exact = syntax === 'ZUGFeRD-1' ? ZUGFERD1[id] : EXACT[id];
  if (exact) return { status: 'ok', profile: exact };
  if (syntax !== 'ZUGFeRD-1') {
    if (XRECHNUNG.test(id)) return { status: 'ok', profile: 'XRECHNUNG' };
    if (PEPPOL.test(id)) return { status: 'ok', profile: 'PEPPOL BIS 3' };
    // Any other CIUS of EN 16931 is by definition a restriction of it: readable as EN 16931.
    if (id.startsWith(`${EN16931}#compliant#`)) {
      return {
        status: 'ok',
        profile: 'EN 16931 (COMFORT)',
        warning: `the specification identifier "${id}" names a core-invoice usage specification this reader does not know; it was read as EN 16931`,
      };
    }
  }
  return {
    status: 'unknown',
    message: `the specification identifier (BT-24) "${id}" is not one the ${syntaxName(syntax)} profiles define, so the invoice cannot be read under a known profile`,
  };
}

function syntaxName(syntax: EInvoiceSyntax): string {
  if (syntax === 'ZUGFeRD-1') return 'ZUGFeRD 1.0';
  if (syntax === 'UBL') return 'EN 16931 / XRechnung / Peppol';
  return 'Factur-X / ZUGFeRD / XRechnung';
}

/** MINIMUM and BASIC WL carry no lines; every other profile needs at least one (BR-16). */
export function profileHasLines(profile: EInvoiceProfile): boolean {
  return profile !== 'MINIMUM' && profile !== 'BASIC WL';
}

/**
 * Profiles whose invoices are EN 16931 invoices, so that the EN 16931 CII binding rules (CII-DT-…) apply:
 * not MINIMUM and BASIC WL (below the norm), not EXTENDED (its own schema), not ZUGFeRD 1.0 (older syntax).
 */
export function isEn16931Compliant(syntax: EInvoiceSyntax, profile: EInvoiceProfile): boolean {
  return syntax !== 'ZUGFeRD-1' && profile !== 'MINIMUM' && profile !== 'BASIC WL' && profile !== 'EXTENDED';
}

/**
 * The PDF XMP ConformanceLevel a profile goes with (Factur-X / ZUGFeRD 2.x and 1.0 metadata).
 * COMFORT is ZUGFeRD 1.0's name for what 2.x calls EN 16931.
 */
export function xmpLevelsFor(profile: EInvoiceProfile): string[] {
  switch (profile) {
    case 'EN 16931 (COMFORT)':
      return ['EN 16931', 'COMFORT'];
    case 'PEPPOL BIS 3':
      return ['EN 16931'];
    default:
      return [profile];
  }
}
