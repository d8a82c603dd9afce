import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface FreshDatabase {
  /** postgres:// URL of the new database. */
  url: string;
  /** Drops it (with force: open connections of a failed test do not keep it). */
  drop(): Promise<void>;
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A new database on the PostgreSQL server of `serverUrl` (TEST_DATABASE_URL), for one test file or round:
 * empty, or a copy of `template` (a database nobody is connected to).
 */
export async function freshPostgresDatabase(
  serverUrl: string,
  prefix = 't_',
  template?: string,
): Promise<FreshDatabase> {
  const name = `${prefix}${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}
