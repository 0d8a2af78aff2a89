import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import Router from '@koa/router';
import send from 'koa-send';
import { idParam, pathText } from '../../http/validate';
import { buildOpenApiDocument } from './openapi-document';

/** The viewer's files, from the swagger-ui-dist package: served here, never from a CDN. */
const VIEWER_FILES = new Set(['swagger-ui.css', 'swagger-ui-bundle.js']);
const viewerRoot = () =>
  dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

// The page and its start script are ours; the CSP allows no inline script.
const PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Rentline Portal API</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css"></head>
<body><div id="api-docs"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/start.js"></script></body>
</html>`;
const START = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#api-docs' });`;

/** GET /api/openapi.json (the document) and /api/docs (it rendered), without a token. */
export function apiDocsRoutes(): Router {
  const document = JSON.stringify(buildOpenApiDocument());
  const root = viewerRoot();
  const router = new Router();
  router.get('/api/openapi.json', (ctx) => {
    ctx.type = 'application/json';
    ctx.body = document;
  });
  router.get('/api/docs', (ctx) => {
    ctx.type = 'text/html';
    ctx.body = PAGE;
  });
  const fileName = idParam(pathText, 'file');
  router.get('/api/docs/:file', fileName, async (ctx) => {
    const file = fileName.of(ctx);
    if (file === 'start.js') {
      ctx.type = 'application/javascript';
      ctx.body = START;
    } else if (VIEWER_FILES.has(file)) {
      ctx.set('Cache-Control', 'public, max-age=86400');
      await send(ctx, file, { root });
    }
  });
  return router;
}
