/** What to bundle (entry name → absolute path of its .ts file) and where the bundles are kept. */
export interface BundleSpec {
  readonly entries: Readonly<Record<string, string>>;
  readonly cacheDir: string;
}

export const ENGINE_BUNDLE: BundleSpec;

/** Each entry's bundled module as a file URL, or null (build failed, or PAPERBRIDGE_ENGINE_BUNDLE=off): load the TypeScript through tsx. */
export function engineBundle(spec?: BundleSpec): Record<string, string> | null;

/** engineBundle without the memory of this process: the files are checked (and built) again. */
export function bundleFor(spec: BundleSpec): Record<string, string> | null;

/** The folder, made if missing, if it is this user's and no one else may write in it (code kept in it runs in this process). Throws if it cannot be made. */
export function ownFolder(dir: string): boolean;
