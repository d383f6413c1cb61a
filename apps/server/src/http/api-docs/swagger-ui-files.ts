import path from 'node:path';
import { createRequire } from 'node:module';

/** swagger-ui-dist's folder: the page is served from the installed package (no CDN: the product may run offline). */
const distDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** The only files of the package the page needs, with their content types; nothing else is served from it. */
const FILES: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'index.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui-standalone-preset.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
  'favicon-16x16.png': 'image/png',
};

export function swaggerUiFile(name: string): { path: string; contentType: string } | null {
  const contentType = Object.hasOwn(FILES, name) ? FILES[name]! : null;
  return contentType ? { path: path.join(distDir, name), contentType } : null;
}

/**
 * The page and its start script: a separate file, not an inline <script>, so helmet's
 * Content-Security-Policy (script-src 'self') stays as strict for this page as for the app.
 */
export const SWAGGER_PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Paperbridge API</title>
  <link rel="stylesheet" href="/api/docs/swagger-ui.css">
  <link rel="stylesheet" href="/api/docs/index.css">
  <link rel="icon" type="image/png" href="/api/docs/favicon-32x32.png" sizes="32x32">
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="/api/docs/swagger-ui-bundle.js" charset="utf-8"></script>
  <script src="/api/docs/swagger-ui-standalone-preset.js" charset="utf-8"></script>
  <script src="/api/docs/swagger-initializer.js" charset="utf-8"></script>
</body>
</html>
`;

export const SWAGGER_INITIALIZER = `window.onload = function () {
  window.ui = SwaggerUIBundle({
    url: '/api/docs/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    validatorUrl: null,
    persistAuthorization: false,
    presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
    layout: 'StandaloneLayout',
  });
};
`;
