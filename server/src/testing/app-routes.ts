/**
 * Every route the app serves, read from the routers mounted on it (each walked, as the API
 * document's test and the path-parameter test do): its method, path pattern and parameters.
 */
import type Router from '@koa/router';
import pino from 'pino';
import { createApp } from '../app';
import type { TestServer } from './test-server';

export interface AppRoute {
  method: string;
  /** As the router declares it: `/api/agreements/:id/activate`. */
  path: string;
  params: string[];
}

export function appRoutes(server: Pick<TestServer, 'db' | 'secrets'>): AppRoute[] {
  const app = createApp({
    db: server.db,
    secrets: server.secrets,
    logger: pino({ level: 'silent' }),
    jwtExpiresIn: '1h',
    storeTimeZone: 'America/New_York',
  });
  const routes: AppRoute[] = [];
  for (const middleware of app.middleware as unknown as { router?: Router }[])
    for (const layer of middleware.router?.stack ?? [])
      for (const method of layer.methods.filter((m) => m !== 'HEAD'))
        routes.push({
          method,
          path: String(layer.path),
          params: layer.paramNames.map((p) => String(p.name)),
        });
  return routes;
}
