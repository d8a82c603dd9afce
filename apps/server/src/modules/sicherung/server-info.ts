import { randomBytes } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A running server on a data directory leaves `<DATA_DIR>/server.json` (pid, address, a secret token):
 * `npm run restore` refuses while it lives, `npm run backup` asks that server to take the backup (PGlite is
 * one process's database: a second process must not open the same directory).
 */
export interface ServerInfo {
  pid: number;
  host: string;
  port: number;
  token: string;
}

export const serverInfoFile = (dataDir: string) => path.resolve(dataDir, 'server.json');

export const newBackupToken = () => randomBytes(24).toString('hex');

export async function writeServerInfo(dataDir: string, info: ServerInfo): Promise<void> {
  await writeFile(serverInfoFile(dataDir), JSON.stringify(info), { mode: 0o600 });
}

/** Removes the file if it is this process's own. */
export async function removeServerInfo(dataDir: string, pid = process.pid): Promise<void> {
  const info = await readServerInfo(dataDir);
  if (info?.pid === pid) await rm(serverInfoFile(dataDir), { force: true });
}

async function readServerInfo(dataDir: string): Promise<ServerInfo | null> {
  try {
    return JSON.parse(await readFile(serverInfoFile(dataDir), 'utf8')) as ServerInfo;
  } catch {
    return null;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The server running on this data directory, or null (no file, or its process ended without removing it). */
export async function runningServer(dataDir: string): Promise<ServerInfo | null> {
  const info = await readServerInfo(dataDir);
  return info && Number.isInteger(info.pid) && alive(info.pid) ? info : null;
}
