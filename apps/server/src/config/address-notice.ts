import type { Config } from './config.ts';

/** What the start log says about the address to open (issue 30 point 6, docs/identity.md). */
export function addressNotice(config: Pick<Config, 'publicUrl' | 'publicUrlSet' | 'production'>): string {
  if (config.publicUrlSet || config.production) {
    return `Open Paperbridge at ${config.publicUrl}: signing in works at that address only (PUBLIC_URL); a browser at another address is told to go there.`;
  }
  return `PUBLIC_URL is not set: signing in works at the address the browser uses (localhost, 127.0.0.1, or this machine's LAN name when HOST=0.0.0.0); e-mailed links use ${config.publicUrl}. Set PUBLIC_URL to the address people use.`;
}
