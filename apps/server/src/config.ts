import path from 'node:path';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'deve ser um URL postgres://…' })
    .optional(),
  DATA_DIR: z.string().min(1).default('./.data'),
  PUBLIC_URL: z.url().optional(),
  CONTACT_EMAIL: z.email().default('contacto@nota20.pt'),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  /** Where the built web app lives; the server serves it with an index.html fallback. */
  WEB_DIST_DIR: z.string().min(1).default('./apps/web/dist'),
});

type RawConfig = z.infer<typeof ConfigSchema>;
export type Config = Omit<RawConfig, 'DATA_DIR' | 'WEB_DIST_DIR'> & {
  DATA_DIR: string;
  WEB_DIST_DIR: string;
};

export class ConfigError extends Error {}

/**
 * Parses the environment once. Empty strings count as unset, so `PORT= npm start` behaves like
 * no PORT at all. A bad value throws a ConfigError that names the variable.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = ConfigSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) =>
        `  ${issue.path.join('.')}: ${issue.message} (valor: ${JSON.stringify(present[String(issue.path[0])])})`,
    );
    throw new ConfigError(`Configuração inválida:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  return {
    ...config,
    DATA_DIR: path.resolve(config.DATA_DIR),
    WEB_DIST_DIR: path.resolve(config.WEB_DIST_DIR),
  };
}
