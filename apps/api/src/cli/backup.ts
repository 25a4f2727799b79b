// `npm run backup -- <file>`: see backup-commands.ts and docs/backups.md.
import { loadEnv } from '../env.ts';
import { main, runBackup } from './backup-commands.ts';

await main(runBackup, loadEnv);
