import path from 'node:path';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const flag = z
  .enum(['true', 'false', '1', '0'], { error: 'deve ser true ou false' })
  .transform((v) => v === 'true' || v === '1');

const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATABASE_URL: z
      .url({ protocol: /^postgres(ql)?$/, error: 'deve ser um URL postgres://…' })
      .optional(),
    /**
     * A Redis server shared by every process: sessions and rate limits live there (one round trip
     * instead of PostgreSQL queries). Without it they live in PostgreSQL, which is also shared.
     */
    REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'deve ser um URL redis://…' }).optional(),
    /** Prefix of every Redis key, so that several sites (or test runs) can share one Redis. */
    REDIS_KEY_PREFIX: z.string().min(1).max(100).default('nota20:'),
    DATA_DIR: z.string().min(1).default('./.data'),
    PUBLIC_URL: z.url().optional(),
    CONTACT_EMAIL: z.email().default('contacto@nota20.pt'),
    LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
    /** Where the built web app lives; the server serves it with an index.html fallback. */
    WEB_DIST_DIR: z.string().min(1).default('./apps/web/dist'),
    /** Signs sessions; generated and kept in DATA_DIR when unset (set it when running several processes). */
    BETTER_AUTH_SECRET: z.string().min(32, 'deve ter pelo menos 32 caracteres').optional(),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    /** A school's own OpenID Connect identity provider. */
    OIDC_ISSUER: z.url().optional(),
    OIDC_CLIENT_ID: z.string().min(1).optional(),
    OIDC_CLIENT_SECRET: z.string().min(1).optional(),
    OIDC_NAME: z.string().min(1).max(40).default('Escola'),
    SMTP_URL: z
      .url({ protocol: /^smtps?$/, error: 'deve ser um URL smtp:// ou smtps://' })
      .optional(),
    MAIL_FROM: z.string().min(3).default('Nota20 <nao-responder@nota20.pt>'),
    PASSWORD_MIN_LENGTH: z.coerce.number().int().min(6).max(128).default(6),
    PASSWORD_MAX_LENGTH: z.coerce.number().int().min(6).max(1024).default(128),
    PASSWORD_REQUIRE_LOWERCASE: flag.default(false),
    PASSWORD_REQUIRE_UPPERCASE: flag.default(false),
    PASSWORD_REQUIRE_NUMERIC: flag.default(false),
    PASSWORD_REQUIRE_NONALPHANUMERIC: flag.default(false),
    /**
     * How many reverse proxies stand in front of the server. 0: the client's address is the
     * socket's. N: it is the N-th address from the right of X-Forwarded-For, which the proxies set.
     */
    TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(5).default(0),
    /**
     * For browser tests only: POST /api/test/clock moves the server's clock forward, so a test can
     * let a quiz's time run out without waiting. Never set it where real students are.
     */
    TEST_CLOCK_HOOKS: flag.default(false),
    /** Slow clients are cut off: all headers within this time, the whole request within the next. */
    HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(10_000),
    HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
    /**
     * An OpenAI-compatible chat-completions server for the study assistant (a hosted API, or a
     * local llama.cpp or vLLM server). Without it the built-in tutor answers.
     */
    AI_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
    AI_API_KEY: z.string().min(1).optional(),
    AI_MODEL: z.string().min(1).max(200).optional(),
    AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(30_000),
  })
  .superRefine((c, ctx) => {
    const pairs = [
      ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
      ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'],
    ] as const;
    for (const group of pairs) {
      const set = group.filter((k) => c[k] !== undefined);
      if (set.length > 0 && set.length < group.length) {
        for (const k of group.filter((g) => c[g] === undefined)) {
          ctx.addIssue({
            code: 'custom',
            path: [k],
            message: `é obrigatório com ${set.join(' e ')}`,
          });
        }
      }
    }
    if (c.AI_BASE_URL && !c.AI_MODEL) {
      ctx.addIssue({
        code: 'custom',
        path: ['AI_MODEL'],
        message: 'é obrigatório com AI_BASE_URL',
      });
    }
    if (c.PASSWORD_MAX_LENGTH < c.PASSWORD_MIN_LENGTH) {
      ctx.addIssue({
        code: 'custom',
        path: ['PASSWORD_MAX_LENGTH'],
        message: 'menor do que PASSWORD_MIN_LENGTH',
      });
    }
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

/**
 * What start-up says about a configuration that works but will surprise an operator: e-mailed
 * links need the site's public address, and without PUBLIC_URL they point at localhost.
 */
export function configWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (config.SMTP_URL && !config.PUBLIC_URL) {
    warnings.push(
      `SMTP_URL sem PUBLIC_URL: as ligações nos emails (redefinir a palavra-passe, confirmar o email) apontam para http://localhost:${config.PORT}. Indica o endereço público do site em PUBLIC_URL.`,
    );
  }
  return warnings;
}
