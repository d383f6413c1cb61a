import {
  DESTINATION,
  DESTINATION_LIST,
  INTEGRATION_DOC_TYPES,
  SOURCE_LIST,
  type DocEndPoints,
  type DocTypeId,
} from '@paperbridge/contracts';

/** GetDocEndPoints: sources and destinations for a type; Standard Integrations for invoices and receipts (issue 26). */
export function listDocEndPoints(docTypeId: DocTypeId): DocEndPoints {
  const destinationList = DESTINATION_LIST.filter(
    (d) => d.id !== DESTINATION.standardIntegrations || INTEGRATION_DOC_TYPES.includes(docTypeId),
  );
  return { sourceList: [...SOURCE_LIST], destinationList };
}
