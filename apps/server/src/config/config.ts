import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { resolveAppSecret } from './app-secret.ts';

/** the development default of earlier versions: refused in production (an old data folder may still need it once) */
const OLD_DEV_SECRET = 'dev-only-secret-change-me-0123456789abcdef';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Environment variables, declared with types in one place and validated at start. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** where the HTTP server listens; default 0.0.0.0 in production, this machine only (127.0.0.1) otherwise */
  HOST: z.string().optional(),
  /** the address people reach the product at (links in e-mails, OIDC issuer); empty = unset (sign-in follows the browser's address) */
  PUBLIC_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url().optional()),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  /** signs app tokens and cookies; encrypts secrets at rest (AES-256-GCM key derived from it); unset: DATA_DIR/app-secret, made at random on first start */
  APP_SECRET: z.string().min(32, 'APP_SECRET must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CORS_ORIGINS: z.string().default(''),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  /** the reverse proxies whose X-Forwarded-For is believed (addresses or CIDRs, comma-separated); unset: none, the socket's peer is the client */
  TRUST_PROXY: z.string().default(''),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
  /** a request body that stops arriving for this long is answered 408 and its connection closed (a Content-Length larger than what is sent) */
  BODY_IDLE_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** the whole request, headers and body, must arrive within this (bounds a body trickled in byte by byte); 0 = no bound */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(0).default(900_000),
  /** external OpenID Connect provider; when unset the built-in provider at /oidc is used */
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  /** e-mail out: SMTP when set (smtp://user:pass@host:port), else the local outbox */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Paperbridge <no-reply@paperbridge.local>'),
  /** the operator's mailbox: enterprise integration requests and the documents sent to an Enterprise destination (docs/delivery.md); default MAIL_FROM's address (the outbox in embedded mode) */
  OPERATOR_EMAIL: z.email().optional(),
  /** SMS out: an HTTP provider speaking the Twilio Messages API when set, else the local outbox */
  SMS_PROVIDER_URL: z.url().optional(),
  SMS_ACCOUNT_SID: z.string().optional(),
  SMS_AUTH_TOKEN: z.string().optional(),
  SMS_FROM: z.string().default('Paperbridge'),
  /** the address search: Geoapify's Address Autocomplete API when a key is set, else the embedded place lists (docs/onboarding.md) */
  PLACES_API_KEY: z.string().optional(),
  PLACES_PROVIDER_URL: z.url().default('https://api.geoapify.com'),
  /** built-in prepaid ledger: balance thresholds and the one-time welcome credit, in the company's currency */
  BILLING_MIN_BALANCE: z.coerce.number().min(0).default(5),
  BILLING_WARNING_BALANCE: z.coerce.number().min(0).default(20),
  BILLING_WELCOME_CREDIT: z.coerce.number().min(0).default(25),
  /** the top-up amounts the billing page offers, in the company's currency; the first is the payment link's (docs/billing.md) */
  BILLING_TOP_UP_AMOUNTS: z
    .string()
    .default('20,50,100,200')
    .transform((v) => v.split(',').map((s) => Number(s.trim())))
    .pipe(z.array(z.number().positive().max(100_000)).min(1)),
  /** the payment provider: stripe when STRIPE_SECRET_KEY is set, else the built-in test-payment page (embedded; outside production only unless named here) */
  PAYMENT_PROVIDER: z.enum(['embedded', 'stripe']).optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  /** the webhook endpoint's signing secret (whsec_...): events whose Stripe-Signature does not verify change nothing */
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** another address for the Stripe API (tests: the local Stripe-speaking server) */
  STRIPE_API_URL: z.url().optional(),
  /**
   * session timings handed to the web app: the expiry warning after 6 min without activity, its
   * 4:00 countdown, logout on load when the last activity stamp is over 20 min old, the stamp written
   * every 5 s (spec 000 §4, §9); short values in browser tests
   */
  IDLE_WARNING_MS: z.coerce.number().int().positive().default(360_000),
  IDLE_COUNTDOWN_MS: z.coerce.number().int().positive().default(240_000),
  INACTIVITY_LOGOUT_MS: z.coerce.number().int().positive().default(1_200_000),
  ACTIVITY_STAMP_MS: z.coerce.number().int().positive().default(5_000),
  /** the product's AI site (DA's legal and IG's medicine pages): the sidebar entries and the analytics tabs' reference links go there; unset: no links */
  AI_SITE_URL: z.url().optional(),
  /** the development outbox (page and API, loopback callers only): on by default outside production while no mail or SMS provider is set; never with one */
  DEV_TOOLS: bool.optional(),
  /** the outbox's operator key (X-Dev-Tools-Key): lets the outbox answer when the server listens beyond loopback (HOST) */
  DEV_TOOLS_KEY: z.string().min(24, 'DEV_TOOLS_KEY must be at least 24 characters').optional(),
  /** the SSRF guard (always on) lets outbound connections reach these hosts, addresses or CIDR ranges anyway (tests with loopback servers) */
  SSRF_ALLOW_HOSTS: z.string().default(''),
  /** a PEM file of further certificate authorities FTPS servers may present (a company's own CA); the system's trusted ones always apply */
  FTPS_CA_FILE: z.string().optional(),
  /** where the built web app lives */
  WEB_DIST: z.string().optional(),
  /** files (samples, originals, outputs): './data/files' by default, any S3-compatible store with STORAGE_DRIVER=s3 */
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('ap-southeast-2'),
  /** a non-AWS S3-compatible endpoint (MinIO, R2...) */
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.optional(),
  /** how long GetDataFromSampleFile waits for its extraction job before answering 202 */
  SAMPLE_WAIT_MS: z.coerce.number().int().min(0).max(120_000).default(20_000),
  /** the pipeline: price of one page in the company's currency, charged to the prepaid ledger before extraction */
  PAGE_PRICE: z.coerce.number().min(0).max(1000).default(0.1),
  /** "Review only when unsure": a mapped value read with less confidence than this (0..1) sends its document to review; unset, the engine's calibrated threshold of the value's kind */
  REVIEW_CONFIDENCE_THRESHOLD: z.coerce.number().min(0).max(1).optional(),
  /** one document's extraction time bound (the engine answers a typed 'timeout' after it) */
  DOCUMENT_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(180_000),
  /** issue 24: a document between intake and delivery that nothing moved this long, with no job left, is settled, queued again once or failed */
  STUCK_PROCESSING_MINUTES: z.coerce.number().int().min(1).max(10_080).default(30),
  /** the same for a document being delivered (a destination's scheduled retry is a job: it never counts as stuck) */
  STUCK_DELIVERY_MINUTES: z.coerce.number().int().min(1).max(10_080).default(60),
  /** how often the stuck-document sweeper runs */
  STUCK_SWEEP_MINUTES: z.coerce.number().int().min(1).max(1440).default(5),
  /** a document file's size limit, enforced while the upload streams to storage */
  UPLOAD_MAX_FILE_BYTES: z.coerce.number().int().positive().default(52_428_800),
  /** a document with more pages is refused at intake (the engine reads at most 500) */
  MAX_DOCUMENT_PAGES: z.coerce.number().int().min(1).max(500).default(300),
  /** engine worker threads per worker process (default: every core but one, at least one) */
  ENGINE_THREADS: z.coerce.number().int().min(1).max(64).optional(),
  /** a running stage job whose process stops sending heartbeats this long is retried by another worker */
  JOB_HEARTBEAT_SECONDS: z.coerce.number().int().min(10).max(3600).default(30),
  /** how often the job queue looks for jobs whose worker died (pg-boss supervise) */
  JOB_SUPERVISE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** how often every mapping's FTP/FTPS/SFTP source folder is polled */
  FTP_POLL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  /** issue 30: the hour (UTC, 0-23) at which destinations with one file per day receive the day's file */
  DAILY_FILE_HOUR_UTC: z.coerce.number().int().min(0).max(23).default(17),
  /** the built-in SMTP receiver of the e-mail source (worker role): off when unset or 0 */
  INBOUND_SMTP_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  INBOUND_SMTP_HOST: z.string().default('0.0.0.0'),
  /** the domain of the mappings' addresses (docs-…@domain); default: PUBLIC_URL's host */
  INBOUND_EMAIL_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+$/i, 'a domain name')
    .optional(),
  /** one message's size limit (each attachment is also held to UPLOAD_MAX_FILE_BYTES) */
  INBOUND_SMTP_MAX_MESSAGE_BYTES: z.coerce.number().int().positive().default(104_857_600),
  /** PEM files: STARTTLS is offered only when both are set */
  INBOUND_SMTP_TLS_CERT: z.string().optional(),
  INBOUND_SMTP_TLS_KEY: z.string().optional(),
  /** accounting integrations (OAuth 2 and REST): the real services by default; tests point them at local servers */
  XERO_AUTHORIZE_URL: z.url().default('https://login.xero.com/identity/connect/authorize'),
  XERO_TOKEN_URL: z.url().default('https://identity.xero.com/connect/token'),
  /** GET {XERO_API_URL}/connections and {XERO_API_URL}/api.xro/2.0/... */
  XERO_API_URL: z.url().default('https://api.xero.com'),
  QUICKBOOKS_AUTHORIZE_URL: z.url().default('https://appcenter.intuit.com/connect/oauth2'),
  QUICKBOOKS_TOKEN_URL: z.url().default('https://oauth.platform.intuit.com/oauth2/v1/tokens/bearer'),
  /** {QUICKBOOKS_API_URL}/v3/company/{realmId}/...; the sandbox is https://sandbox-quickbooks.api.intuit.com */
  QUICKBOOKS_API_URL: z.url().default('https://quickbooks.api.intuit.com'),
  /** where Xero and Intuit send the user back (register it in the app); default PUBLIC_URL + /admin/manage-integrations */
  INTEGRATION_REDIRECT_URL: z.url().optional(),
});

export type Config = ReturnType<typeof loadConfig>;

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (production && (!e.APP_SECRET || e.APP_SECRET === OLD_DEV_SECRET)) {
    throw new ConfigError(
      'Invalid configuration:\n  APP_SECRET: required when NODE_ENV=production (every process must share it); the old development default is refused',
    );
  }
  if (production && !e.PUBLIC_URL) {
    throw new ConfigError('Invalid configuration:\n  PUBLIC_URL: required when NODE_ENV=production');
  }
  if (e.OIDC_ISSUER && !e.OIDC_CLIENT_ID) {
    throw new ConfigError('Invalid configuration:\n  OIDC_CLIENT_ID: required when OIDC_ISSUER is set');
  }
  if (Boolean(e.INBOUND_SMTP_TLS_CERT) !== Boolean(e.INBOUND_SMTP_TLS_KEY)) {
    throw new ConfigError('Invalid configuration:\n  INBOUND_SMTP_TLS_CERT, INBOUND_SMTP_TLS_KEY: set both or neither');
  }
  const paymentKind = e.PAYMENT_PROVIDER ?? (e.STRIPE_SECRET_KEY ? 'stripe' : production ? 'none' : 'embedded');
  if (paymentKind === 'stripe' && (!e.STRIPE_SECRET_KEY || !e.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: both required for Stripe payments',
    );
  }
  if (e.STORAGE_DRIVER === 's3' && !e.S3_BUCKET) {
    throw new ConfigError('Invalid configuration:\n  S3_BUCKET: required when STORAGE_DRIVER=s3');
  }
  const trustProxy = e.TRUST_PROXY.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const badProxy = trustProxy.find((p) => !isAddressOrCidr(p));
  if (badProxy) {
    throw new ConfigError(`Invalid configuration:\n  TRUST_PROXY: '${badProxy}' is not an IP address or CIDR range`);
  }
  const host = e.HOST ?? (production ? '0.0.0.0' : '127.0.0.1');
  const dataDir = path.resolve(e.DATA_DIR);
  const mailProvider = Boolean(e.SMTP_URL);
  const smsProvider = Boolean(e.SMS_PROVIDER_URL);
  return {
    env: e.NODE_ENV,
    production,
    port: e.PORT,
    host,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    /**
     * PUBLIC_URL was given (always in production): the product answers at that address only. Unset
     * (npm start, a self-hoster trying it on a LAN), sign-in and the pages handed back to a browser
     * follow the address that browser used (http/request-public-url.ts, docs/identity.md).
     */
    publicUrlSet: Boolean(e.PUBLIC_URL),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    appSecret: e.APP_SECRET ?? resolveAppSecret(dataDir),
    logLevel: e.LOG_LEVEL,
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    /** Fastify's trustProxy: only these peers may say who the client is (rate limits key on it) */
    trustProxy,
    bodyLimit: e.BODY_LIMIT_BYTES,
    bodyIdleTimeoutMs: e.BODY_IDLE_TIMEOUT_MS,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    oidc: e.OIDC_ISSUER
      ? {
          kind: 'external' as const,
          issuer: e.OIDC_ISSUER,
          clientId: e.OIDC_CLIENT_ID!,
          clientSecret: e.OIDC_CLIENT_SECRET,
        }
      : { kind: 'builtin' as const },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, operator: e.OPERATOR_EMAIL ?? addressOf(e.MAIL_FROM) },
    sms: e.SMS_PROVIDER_URL
      ? {
          kind: 'http' as const,
          url: e.SMS_PROVIDER_URL,
          accountSid: e.SMS_ACCOUNT_SID ?? '',
          authToken: e.SMS_AUTH_TOKEN ?? '',
          from: e.SMS_FROM,
        }
      : { kind: 'outbox' as const },
    places: e.PLACES_API_KEY
      ? { kind: 'geoapify' as const, url: e.PLACES_PROVIDER_URL, apiKey: e.PLACES_API_KEY }
      : { kind: 'embedded' as const },
    billing: {
      minBalance: e.BILLING_MIN_BALANCE,
      warningBalance: e.BILLING_WARNING_BALANCE,
      welcomeCredit: e.BILLING_WELCOME_CREDIT,
      topUpAmounts: e.BILLING_TOP_UP_AMOUNTS,
      /** none: production without a provider, where a free test payment must not be possible */
      payments:
        paymentKind === 'stripe'
          ? {
              kind: 'stripe' as const,
              secretKey: e.STRIPE_SECRET_KEY!,
              webhookSecret: e.STRIPE_WEBHOOK_SECRET!,
              apiUrl: e.STRIPE_API_URL ?? null,
            }
          : paymentKind === 'embedded'
            ? { kind: 'embedded' as const }
            : { kind: 'none' as const },
    },
    session: {
      idleWarningMs: e.IDLE_WARNING_MS,
      idleCountdownMs: e.IDLE_COUNTDOWN_MS,
      inactivityLogoutMs: e.INACTIVITY_LOGOUT_MS,
      activityStampMs: e.ACTIVITY_STAMP_MS,
    },
    aiSiteUrl: e.AI_SITE_URL ?? null,
    /** the development outbox: never while a real mail or SMS provider is configured (their messages are kept without bodies) */
    devTools: !mailProvider && !smsProvider && (e.DEV_TOOLS ?? !production),
    /** the outbox needs no key only while nothing but this machine can connect (HOST is loopback) */
    listensOnLoopback: isLoopbackHost(host),
    devToolsKey: e.DEV_TOOLS_KEY ?? null,
    /** hosts the SSRF guard lets through (the guard itself is always on) */
    ftps: { extraCa: e.FTPS_CA_FILE ? fs.readFileSync(e.FTPS_CA_FILE, 'utf8') : null },
    ssrf: {
      allowHosts: e.SSRF_ALLOW_HOSTS.split(',')
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean),
    },
    storage:
      e.STORAGE_DRIVER === 's3'
        ? {
            kind: 's3' as const,
            bucket: e.S3_BUCKET!,
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT),
          }
        : { kind: 'local' as const, root: path.join(dataDir, 'files') },
    sampleWaitMs: e.SAMPLE_WAIT_MS,
    pipeline: {
      pagePriceCents: Math.round(e.PAGE_PRICE * 100),
      reviewConfidenceThreshold: e.REVIEW_CONFIDENCE_THRESHOLD,
      documentTimeoutMs: e.DOCUMENT_TIMEOUT_MS,
      uploadMaxFileBytes: e.UPLOAD_MAX_FILE_BYTES,
      engineThreads: e.ENGINE_THREADS,
      maxDocumentPages: e.MAX_DOCUMENT_PAGES,
      stuck: {
        processingMinutes: e.STUCK_PROCESSING_MINUTES,
        deliveryMinutes: e.STUCK_DELIVERY_MINUTES,
        sweepMinutes: e.STUCK_SWEEP_MINUTES,
      },
    },
    jobs: { heartbeatSeconds: e.JOB_HEARTBEAT_SECONDS, superviseSeconds: e.JOB_SUPERVISE_SECONDS },
    ftpSource: { pollSeconds: e.FTP_POLL_SECONDS },
    dailyFile: { hourUtc: e.DAILY_FILE_HOUR_UTC },
    inboundEmail: {
      port: e.INBOUND_SMTP_PORT,
      host: e.INBOUND_SMTP_HOST,
      domain: (e.INBOUND_EMAIL_DOMAIN ?? new URL(e.PUBLIC_URL ?? 'http://localhost').hostname).toLowerCase(),
      maxMessageBytes: e.INBOUND_SMTP_MAX_MESSAGE_BYTES,
      tls:
        e.INBOUND_SMTP_TLS_CERT && e.INBOUND_SMTP_TLS_KEY
          ? { certPath: e.INBOUND_SMTP_TLS_CERT, keyPath: e.INBOUND_SMTP_TLS_KEY }
          : null,
    },
    integrations: {
      redirectUrl:
        e.INTEGRATION_REDIRECT_URL ??
        `${(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '')}/admin/manage-integrations`,
      xero: {
        authorizeUrl: e.XERO_AUTHORIZE_URL,
        tokenUrl: e.XERO_TOKEN_URL,
        apiUrl: e.XERO_API_URL.replace(/\/$/, ''),
      },
      quickbooks: {
        authorizeUrl: e.QUICKBOOKS_AUTHORIZE_URL,
        tokenUrl: e.QUICKBOOKS_TOKEN_URL,
        apiUrl: e.QUICKBOOKS_API_URL.replace(/\/$/, ''),
      },
    },
    webDist: path.resolve(e.WEB_DIST ?? new URL('../../../web/dist', import.meta.url).pathname),
  };
}

function isAddressOrCidr(value: string): boolean {
  const [address, bits, extra] = value.split('/');
  const family = net.isIP(address ?? '');
  if (!family || extra !== undefined) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
}

function isLoopbackHost(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h === '::1' || (net.isIPv4(h) && h.startsWith('127.'));
}

/** 'Name <a@b>' or 'a@b' → 'a@b' */
function addressOf(from: string): string {
  return (/<([^>]+)>/.exec(from)?.[1] ?? from).trim();
}
