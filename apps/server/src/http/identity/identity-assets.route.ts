import fs from 'node:fs';
import type { AppInstance } from '../app-instance.ts';
import { STYLESHEET_PATH } from './pages/page-layout.ts';
import { LOGOUT_SCRIPT_PATH } from './pages/provider-pages.ts';
import { PASSWORD_FORM_SCRIPT_PATH } from './pages/form-fields.ts';

const read = (name: string) => fs.readFileSync(new URL(`./assets/${name}`, import.meta.url), 'utf8');

/** GET the identity pages' stylesheet and scripts (served files: the CSP allows no inline code). */
export function identityAssetsRoute(app: AppInstance) {
  const assets = [
    { path: STYLESHEET_PATH, type: 'text/css; charset=utf-8', body: read('identity.css') },
    { path: LOGOUT_SCRIPT_PATH, type: 'text/javascript; charset=utf-8', body: read('logout.js') },
    { path: PASSWORD_FORM_SCRIPT_PATH, type: 'text/javascript; charset=utf-8', body: read('password-form.js') },
  ];
  for (const asset of assets) {
    app.get(asset.path, { config: { access: 'public' } }, (_request, reply) =>
      reply.type(asset.type).header('cache-control', 'public, max-age=3600').send(asset.body),
    );
  }
}
