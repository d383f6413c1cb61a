import { createMappingFromSample } from '@paperbridge/test-kit/mappings/create-mapping-from-sample.ts';
import { coolblueSample } from './coolblue-mapping.ts';

/** The analytics tabs' types and the field each one's reference is. */
const TYPES = {
  3: { name: 'Standard Leave And License Agreement', field: 'Registration Number' },
  4: { name: 'Customised / Handwritten Document', field: 'Reference Number' },
} as const;

/**
 * A finished mapping of an analytics tab's type (3: Standard Leave and License agreement, 4:
 * Customised / Handwritten) learned on coolblue1.pdf through the wizard's API calls: the number
 * on the sample is the type's reference field and the unique key, so the pipeline's documents of
 * that layout carry it as dtUniqueReference (the others keep their file name).
 */
export async function createTypedMappingByApi(
  baseUrl: string,
  token: string,
  o: { docTypeId: 3 | 4; configName: string; clientEmail: string },
): Promise<string> {
  const type = TYPES[o.docTypeId];
  const { cnId } = await createMappingFromSample(baseUrl, token, {
    configName: o.configName,
    clientEmail: o.clientEmail,
    client: { companyname: `Client of ${o.configName}`, contectname: 'Bea' },
    docTypeId: o.docTypeId,
    sample: coolblueSample(),
    rows: { Factuurnummer: { field: type.field, unique: true } },
    request: { destinationEmails: ['records@client.example'] },
    config: { docType: type.name },
  });
  return cnId;
}
