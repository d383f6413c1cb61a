// The standard Coolblue mapping lives in the test kit (server tests use the same one); e2e keeps its names.
export { corporaDir as corpora } from '@paperbridge/test-kit/corpora/corpora-dir.ts';
export {
  COOLBLUE as coolblue,
  coolblueSample,
  createCoolblueMapping as createCoolblueMappingByApi,
} from '@paperbridge/test-kit/mappings/coolblue-mapping.ts';
