import type { Step } from './dom-select.ts';
import { NS, type RootKind } from './einvoice-namespaces.ts';

/**
 * CII as ZUGFeRD 1.0 wrote it (UN/CEFACT D13B subset) and as Factur-X / ZUGFeRD 2.x / XRechnung write it
 * (D16B) is one structure under other element names and namespaces: the reader walks one tree and asks
 * the dialect for each name, so both produce the same model by the same code.
 */
export interface CiiDialect {
  /** where the document-level elements live (the root's namespace) */
  rsm: string | null;
  /** where the reusable aggregates live (parties, amounts, lines) */
  ram: string | null;
  /** where the unqualified data types live (DateTimeString, Indicator) */
  udt: string | null;
  context: string;
  document: string;
  transaction: string;
  agreement: string;
  delivery: string;
  settlement: string;
  summation: string;
  lineAgreement: string;
  lineDelivery: string;
  lineSettlement: string;
  lineSummation: string;
  /** BT-119 / BT-152 */
  rate: string;
  /** the ID element inside a referenced document (order BT-13, preceding invoice BT-25) */
  referencedId: string;
}

const D16B: CiiDialect = {
  rsm: NS.ciiRsm,
  ram: NS.ciiRam,
  udt: NS.ciiUdt,
  context: 'ExchangedDocumentContext',
  document: 'ExchangedDocument',
  transaction: 'SupplyChainTradeTransaction',
  agreement: 'ApplicableHeaderTradeAgreement',
  delivery: 'ApplicableHeaderTradeDelivery',
  settlement: 'ApplicableHeaderTradeSettlement',
  summation: 'SpecifiedTradeSettlementHeaderMonetarySummation',
  lineAgreement: 'SpecifiedLineTradeAgreement',
  lineDelivery: 'SpecifiedLineTradeDelivery',
  lineSettlement: 'SpecifiedLineTradeSettlement',
  lineSummation: 'SpecifiedTradeSettlementLineMonetarySummation',
  rate: 'RateApplicablePercent',
  referencedId: 'IssuerAssignedID',
};

const ZUGFERD1: CiiDialect = {
  rsm: NS.zf1Rsm,
  ram: NS.zf1Ram,
  udt: NS.zf1Udt,
  context: 'SpecifiedExchangedDocumentContext',
  document: 'HeaderExchangedDocument',
  transaction: 'SpecifiedSupplyChainTradeTransaction',
  agreement: 'ApplicableSupplyChainTradeAgreement',
  delivery: 'ApplicableSupplyChainTradeDelivery',
  settlement: 'ApplicableSupplyChainTradeSettlement',
  summation: 'SpecifiedTradeSettlementMonetarySummation',
  lineAgreement: 'SpecifiedSupplyChainTradeAgreement',
  lineDelivery: 'SpecifiedSupplyChainTradeDelivery',
  lineSettlement: 'SpecifiedSupplyChainTradeSettlement',
  lineSummation: 'SpecifiedTradeSettlementMonetarySummation',
  rate: 'ApplicablePercent',
  referencedId: 'ID',
};

/** The release candidate: ZUGFeRD 1.0 names, root in CBFBUY:5, everything else in no namespace. */
const ZUGFERD1_RC: CiiDialect = { ...ZUGFERD1, rsm: NS.zf1RcRsm, ram: null, udt: null };

export function ciiDialectFor(kind: RootKind): CiiDialect | null {
  if (kind === 'cii') return D16B;
  if (kind === 'zugferd1') return ZUGFERD1;
  if (kind === 'zugferd1-rc') return ZUGFERD1_RC;
  return null;
}

/** Path-step makers bound to a dialect's namespaces. */
export function stepsOf(d: CiiDialect): {
  rsm: (name: string) => Step;
  ram: (name: string) => Step;
  udt: (name: string) => Step;
} {
  return {
    rsm: (name) => [d.rsm, name],
    ram: (name) => [d.ram, name],
    udt: (name) => [d.udt, name],
  };
}
