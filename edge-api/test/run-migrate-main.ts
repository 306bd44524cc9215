import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/** `npm run migrate` as an operator runs it: a separate process, its output and exit code. */
export async function runMigrateMain(args: string[], env: Record<string, string>) {
  const base = Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'DATABASE_URL' && k !== 'DATA_DIR'));
  try {
    const { stdout, stderr } = await promisify(execFile)('node_modules/.bin/tsx', ['edge-api/migrate-main.ts', ...args], { env: { ...base, ...env } });
    return { code: 0, stdout, stderr };
  } catch (e) {
    const err = e as { code: number; stdout: string; stderr: string };
    return { code: err.code, stdout: err.stdout, stderr: err.stderr };
  }
}
