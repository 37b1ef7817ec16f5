/**
 * npm run restore -- <folder> [--force]: puts a backup made by `npm run backup` into this instance's database and
 * DATA_DIR (docs/deployment.md#backups). Stop the server first. Without --force it refuses an instance that
 * already has data; with it, what was there is moved aside (PGlite, uploads) or replaced (PostgreSQL).
 */
import { backupCommand } from './backups.ts';

await backupCommand('restore');
