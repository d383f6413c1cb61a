import type { RouteRegistrar } from '../route-registrar.ts';
import { sentFileLogRoute } from './sent-file-log.route.ts';
import { resendDocDataRoute } from './resend-doc-data.route.ts';
import { downloadConfigFileRoute } from './download-config-file.route.ts';
import { refusedLogRoute } from './refused-log.route.ts';

/** The Process Log's calls (spec 002 §7 Map: SentFileLog, ResendDocData, DownloadConfigFile; beyond the spec: RefusedLog). */
export const deliveryRoutes: RouteRegistrar[] = [
  sentFileLogRoute,
  resendDocDataRoute,
  downloadConfigFileRoute,
  refusedLogRoute,
];
