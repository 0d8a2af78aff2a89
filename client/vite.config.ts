/**
 * The PWA build: route chunks for every screen, all precached by a generated service worker
 * (registerType 'prompt': a new version waits for the person to choose Reload).
 *
 * Chunking: the sign-in screen loads only the entry and the vendor code it statically needs;
 * the signed-in shell and every screen are lazy chunks. Vendor code the entry needs is split by
 * library so an app update does not invalidate it.
 */
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

/** Where `/api` goes in `vite` and `vite preview` (the server's default port unless told). */
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:8080';

const vendor = (name: string, pattern: RegExp, priority: number) => ({
  name,
  test: pattern,
  priority,
  tags: ['$initial' as const],
});

export default defineConfig({
  // `@/x` is client/src/x (also in tsconfig.json `paths` and in the Vitest projects).
  resolve: {
    alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) }],
  },
  plugins: [
    react(),
    VitePWA({
      strategies: 'generateSW',
      registerType: 'prompt',
      injectRegister: false,
      // The glob patterns below already precache public/ (icons, favicon); listing them again
      // would add duplicate precache entries.
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: 'Rentline Portal',
        short_name: 'Rentline',
        description:
          'Staff portal for a rent-to-own business: contacts, engagements, accounts, agreements, payments and inventory, online or offline.',
        lang: 'en',
        theme_color: '#0d6689',
        background_color: '#f4f7f9',
        display: 'standalone',
        orientation: 'any',
        start_url: '/',
        scope: '/',
        categories: ['business', 'productivity'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            // Contact photos and item images: fetched on demand, kept for offline viewing.
            // Under storage pressure this cache is the first to go, never the outbox.
            urlPattern: ({ request, url }) =>
              request.destination === 'image' || /^\/api\/.*\/(photo|images)/.test(url.pathname),
            handler: 'CacheFirst',
            options: {
              cacheName: 'images',
              expiration: { maxEntries: 500, purgeOnQuotaError: true },
              // Not opaque (status 0) responses: each can count megabytes against the quota.
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
      devOptions: { enabled: false },
    }),
  ],
  server: {
    proxy: { '/api': apiTarget },
  },
  preview: {
    proxy: { '/api': apiTarget },
  },
  build: {
    outDir: 'dist',
    target: 'es2022',
    rolldownOptions: {
      // sync-protocol is declarations only and says so (`"sideEffects": false` in its package.json):
      // a module none of whose exports is used is left out, so the sign-in screen does not carry
      // every schema.
      treeshake: {
        // Chakra's theme module builds its whole default config (every recipe) with a call to
        // `defineConfig`, an identity function; taken as pure, the recipes theme-recipes.ts does
        // not name are left out instead of riding along with the tokens.
        manualPureFunctions: ['defineConfig'],
      },
      output: {
        codeSplitting: {
          groups: [
            vendor(
              'react',
              /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
              30,
            ),
            vendor(
              'chakra',
              /node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@floating-ui|@internationalized|@pandacss|@swc)[\\/]/,
              20,
            ),
            // Apart, so the sign-in screen (zod for its form, Dexie for the changes waiting) does
            // not load TanStack Query, which only the signed-in app reads through.
            vendor('query', /node_modules[\\/]@tanstack[\\/]/, 10),
            vendor('dexie', /node_modules[\\/](dexie|dexie-react-hooks)[\\/]/, 10),
            vendor('zod', /node_modules[\\/]zod[\\/]/, 10),
          ],
        },
      },
    },
  },
});
