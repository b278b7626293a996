import path from 'path';
import type { Core } from '@strapi/strapi';

/** SQLite by default; DATABASE_CLIENT=postgres with DATABASE_URL or DATABASE_HOST/PORT/NAME/USERNAME/PASSWORD. */
const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Database => {
  const client = env('DATABASE_CLIENT', 'sqlite');
  const pool = { min: env.int('DATABASE_POOL_MIN', 0), max: env.int('DATABASE_POOL_MAX', 10) };

  if (client === 'postgres') {
    return {
      connection: {
        client: 'postgres',
        connection: {
          connectionString: env('DATABASE_URL'),
          host: env('DATABASE_HOST', '127.0.0.1'),
          port: env.int('DATABASE_PORT', 5432),
          database: env('DATABASE_NAME', 'qahve'),
          user: env('DATABASE_USERNAME', 'postgres'),
          password: env('DATABASE_PASSWORD', ''),
          ssl: env.bool('DATABASE_SSL', false) && { rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true) },
          schema: env('DATABASE_SCHEMA', 'public'),
        },
        pool,
        // A request waits this long for a connection, then is answered 503 (docs/security.md).
        acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 10000),
      },
    };
  }
  if (client !== 'sqlite') throw new Error(`Unsupported DATABASE_CLIENT "${client}": use sqlite or postgres`);

  const filename = env('DATABASE_FILENAME', '') || '.tmp/data.db';
  return {
    connection: {
      client: 'sqlite',
      connection: { filename: path.isAbsolute(filename) ? filename : path.join(__dirname, '..', '..', filename) },
      useNullAsDefault: true,
      // How long a query waits for a file another process has locked before the request answers 503
      // (lib/http/database-unavailable.ts): better-sqlite3's own 5 s unless DATABASE_BUSY_TIMEOUT says otherwise.
      pool: {
        afterCreate: (connection: unknown, done: (error: Error | undefined, connection: unknown) => void) => {
          (connection as { pragma: (sql: string) => unknown }).pragma(`busy_timeout = ${env.int('DATABASE_BUSY_TIMEOUT', 5000)}`);
          done(undefined, connection);
        },
      },
    },
  };
};

export default config;
