import pino from 'pino';
import type { Config } from '../config';

export type Logger = pino.Logger;

/** Structured JSON logs; pretty-printed when a developer watches a terminal. */
export function createLogger(config: Pick<Config, 'LOG_LEVEL' | 'NODE_ENV'>): Logger {
  const pretty = config.NODE_ENV === 'development' && process.stdout.isTTY;
  return pino({
    level: config.LOG_LEVEL,
    base: undefined,
    ...(pretty ? { transport: { target: 'pino-pretty', options: { colorize: true } } } : {}),
  });
}
