/** Structured JSON logs: one line per request (method, path, status, ms) and errors. */
import type { MiddlewareHandler } from 'hono';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface Logger {
  log(level: Exclude<LogLevel, 'silent'>, msg: string, fields?: Record<string, unknown>): void;
}

export function createLogger(level: LogLevel, write: (line: string) => void = (l) => process.stdout.write(`${l}\n`)): Logger {
  return {
    log(at, msg, fields = {}) {
      if (RANK[at] < RANK[level]) return;
      write(JSON.stringify({ time: new Date().toISOString(), level: at, msg, ...fields }));
    },
  };
}

export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const status = c.res.status;
    logger.log(status >= 500 ? 'error' : 'info', 'request', {
      method: c.req.method,
      path: c.req.path.slice(0, 512),
      status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  };
}
