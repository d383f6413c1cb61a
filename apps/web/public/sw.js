/* global self, caches */
// Paperbridge's service worker (registered by production builds only: src/app/pwa/).
// Network first for the app shell: a deployed version is always what loads when the phone is
// online; the last copy is served only when the network fails, so the installed app still opens
// offline and can say so. /api (and the sign-in's /oidc) is never cached: documents, tokens and
// answers stay on the server.
const CACHE = 'paperbridge-shell-v1';
const SHELL = '/index.html';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([SHELL, '/manifest.webmanifest', '/icons/icon-192.png']))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

const neverCached = (url) =>
  url.origin !== self.location.origin || url.pathname.startsWith('/api/') || url.pathname.startsWith('/oidc/');

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (neverCached(url)) return; // straight to the network, as if there were no worker
  const navigation = request.mode === 'navigate';
  event.respondWith(
    fetch(request)
      .then((response) => {
        if (response.ok && response.type === 'basic') {
          const copy = response.clone();
          // every route of the single-page app is the same index.html: keep it under one key
          void caches.open(CACHE).then((cache) => cache.put(navigation ? SHELL : request, copy));
        }
        return response;
      })
      .catch(async () => (await caches.match(navigation ? SHELL : request)) ?? Response.error()),
  );
});
