/**
 * The one server of `npm start`: the built sites by Host, and (as they arrive) the live APIs under
 * the same origin. Exported for the end-to-end tests, which start it on an ephemeral port.
 */
import { fileURLToPath } from 'node:url';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import type { Config } from '../src/config/index.ts';
import { sitesApp } from '../backend/static/sites.ts';

export const DIST_DIR = fileURLToPath(new URL('../dist', import.meta.url));

export function storefrontApp(cfg: Config, distDir = DIST_DIR): Hono {
  const app = new Hono();
  app.route('/', sitesApp({ distDir, cfg }));
  return app;
}

export interface Running {
  readonly port: number;
  close(): Promise<void>;
}

/** Starts the server and resolves once it listens. Port 0 picks a free port. */
export function startServer(cfg: Config, port: number, hostname: string, distDir = DIST_DIR): Promise<Running> {
  const app = storefrontApp(cfg, distDir);
  return new Promise((resolve) => {
    const server: ServerType = serve({ fetch: app.fetch, port, hostname }, (info) => {
      resolve({
        port: info.port,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}
