import {
  DESTINATION,
  DESTINATION_LIST,
  DOC_TYPE,
  SOURCE_LIST,
  type DocEndPoints,
  type DocTypeId,
} from '@paperbridge/contracts';

/** GetDocEndPoints: sources and destinations for a type; Standard Integrations only for Commercial Invoice. */
export function listDocEndPoints(docTypeId: DocTypeId): DocEndPoints {
  const destinationList = DESTINATION_LIST.filter(
    (d) => d.id !== DESTINATION.standardIntegrations || docTypeId === DOC_TYPE.commercialInvoice,
  );
  return { sourceList: [...SOURCE_LIST], destinationList };
}
