import pino from 'pino';
import type { Config } from '../config';

export type Logger = pino.Logger;

/**
 * Structured JSON logs; pretty-printed when a developer watches a terminal. Otherwise written
 * asynchronously: under load the lines of many requests go out in one write instead of one
 * blocking write each. Call `logger.flush()` before exiting.
 */
export function createLogger(config: Pick<Config, 'LOG_LEVEL' | 'NODE_ENV'>): Logger {
  const pretty = config.NODE_ENV === 'development' && process.stdout.isTTY;
  const options = { level: config.LOG_LEVEL, base: undefined };
  if (pretty)
    return pino({
      ...options,
      transport: { target: 'pino-pretty', options: { colorize: true } },
    });
  return pino(options, pino.destination({ dest: 1, sync: false }));
}
