/**
 * The layer rules of ARCHITECTURE.md, checked on every `npm test` (`npm run lint`). Paths are
 * relative to the repository root; workspace packages resolve through their node_modules links
 * to packages/<name>/src, so a rule about `packages/engine/` also catches `@paperbridge/engine`.
 * @type {import('dependency-cruiser').IConfiguration}
 */
const TESTS = '\\.test\\.tsx?$|/test-support/|^apps/server/src/testing/';

/**
 * The server's layers, top to bottom (docs/architecture.md): a file may import its own layer and any layer below,
 * never one above. Entry points (routes, job handlers, the CLI) call services; services use the pipeline; both use the
 * domain's shared records (notifications, the ledger, the company's locale), the job queue and the connectors;
 * everything rests on the context's types, the database, the configuration and lib/.
 */
const SERVER_LAYERS = [
  ['composition', '^apps/server/src/[^/]+[.]ts$|^apps/server/src/cli/'],
  ['entry points', '^apps/server/src/(http|job-handlers)/'],
  ['services', '^apps/server/src/services/'],
  ['pipeline', '^apps/server/src/pipeline/'],
  ['domain', '^apps/server/src/domain/'],
  ['jobs', '^apps/server/src/jobs/'],
  ['context', '^apps/server/src/context/'],
  ['connectors', '^apps/server/src/connectors/'],
  ['db and config', '^apps/server/src/(db|config)/'],
  ['lib', '^apps/server/src/lib/'],
];
const layerRules = SERVER_LAYERS.slice(1).map(([name, path], i) => ({
  name: `layer-${name.replace(/ /g, '-')}`,
  comment: `${name} may not import a layer above it (${SERVER_LAYERS.slice(0, i + 1)
    .map(([n]) => n)
    .join(', ')}).`,
  severity: 'error',
  from: { path, pathNot: TESTS },
  to: {
    path: SERVER_LAYERS.slice(0, i + 1)
      .map(([, p]) => p)
      .join('|'),
    pathNot: TESTS,
  },
}));

module.exports = {
  forbidden: [
    ...layerRules,
    {
      name: 'engine-only-contracts',
      comment: 'The engine is a library: no import of the server, the web app, the database or the test harnesses.',
      severity: 'error',
      from: { path: '^packages/engine/' },
      to: { path: '^(apps|e2e|bench)/|^packages/(?!engine/|contracts/)' },
    },
    {
      name: 'contracts-standalone',
      comment: 'Contracts are the shared vocabulary: they import no application code and not the engine.',
      severity: 'error',
      from: { path: '^packages/contracts/' },
      to: { path: '^(apps|e2e|bench)/|^packages/(?!contracts/)' },
    },
    {
      name: 'web-not-server',
      comment: 'The browser app talks to the server through contracts and HTTP only.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/|^packages/engine/|^(e2e|bench)/' },
    },
    {
      name: 'server-not-web',
      comment: 'The server serves the built web app from disk; it never imports its source.',
      severity: 'error',
      from: { path: '^apps/server/' },
      to: { path: '^apps/web/|^(e2e|bench)/' },
    },
    {
      name: 'e2e-black-box',
      comment:
        'e2e drives the product from outside (HTTP, the browser, the CLI as a process); what it shares with server tests is in packages/test-kit.',
      severity: 'error',
      from: { path: '^e2e/' },
      to: { path: '^apps/(server|web)/' },
    },
    {
      name: 'test-kit-standalone',
      comment: 'The test kit is imported by server tests and e2e alike, so it imports neither (only contracts).',
      severity: 'error',
      from: { path: '^packages/test-kit/' },
      to: { path: '^(apps|e2e|bench)/|^packages/(?!test-kit/|contracts/)' },
    },
    {
      name: 'lower-layers-not-http',
      comment:
        'Services, pipeline, jobs, connectors and the database never import http/: they throw DomainError, http/ maps it to a status. ' +
        'Tests and their helpers may drive the app through HTTP.',
      severity: 'error',
      from: { path: '^apps/server/src/(services|db|connectors|pipeline|jobs)/', pathNot: TESTS },
      to: { path: '^apps/server/src/http/' },
    },
    {
      name: 'db-not-services',
      comment: 'The database layer (schema, scoping helpers) sits below the services.',
      severity: 'error',
      from: { path: '^apps/server/src/db/' },
      to: { path: '^apps/server/src/(services|pipeline|jobs|connectors)/' },
    },
    {
      name: 'no-circular',
      comment:
        'A cycle makes load order matter and layers meaningless; one closed by a type-only import still ties the files together, so it counts too.',
      severity: 'error',
      from: { path: '^(apps|packages)/' },
      to: { circular: true },
    },
    {
      name: 'declared-dependencies',
      comment:
        "A package imported by a workspace must be in that workspace's package.json (issue 12 pt 9): hoisting in node_modules would otherwise hide it until the workspace is installed or deployed alone.",
      severity: 'error',
      from: { path: '^(apps|packages|e2e|bench)/' },
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown'] },
    },
    {
      name: 'production-code-not-to-dev-dependencies',
      comment: 'What runs in production may not need a devDependency (tests, test servers and scripts may).',
      severity: 'error',
      from: {
        path: '^(apps/server|packages/[^/]+)/src/',
        pathNot: ['[.]test[.]tsx?$', '/test-support/', '/testing/', '^packages/test-kit/'],
      },
      to: { dependencyTypes: ['npm-dev'], dependencyTypesNot: ['type-only'], pathNot: ['node_modules/@types/'] },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that resolves to nothing is a typo or a missing dependency.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // node_modules is not followed but stays visible, so the dependency-type rules see every package import.
    exclude: { path: '(^|/)dist/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
    skipAnalysisNotInRules: true,
    // Each file's dependency types come from its own workspace's package.json, not the root one.
    combinedDependencies: false,
  },
};
