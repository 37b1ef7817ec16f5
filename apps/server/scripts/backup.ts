/**
 * npm run backup -- <folder>: copies this instance's database, uploaded pictures and generated AUTH_SECRET into a
 * new folder (docs/deployment.md#backups). Reads the same settings as the server (.env, DATA_DIR, DATABASE_URL).
 * PGlite: stop the server first. PostgreSQL: may run meanwhile.
 */
import { backupCommand } from './backups.ts';

await backupCommand('backup');
