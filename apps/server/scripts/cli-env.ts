import path from 'node:path';
import dotenv from 'dotenv';
import { ConfigError, loadConfig, type Config } from '../src/config';

/**
 * The configuration of a command run through `npm run … -w @app/server` from the repository root: npm
 * runs it in apps/server, but DATA_DIR, BACKUP_DIR and .env mean the folder it was started in (as for
 * `npm start`).
 */
export function cliConfig(): Config {
  process.chdir(process.env.INIT_CWD ?? process.cwd());
  dotenv.config({ path: path.resolve('.env'), quiet: true });
  try {
    return loadConfig();
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  }
}
