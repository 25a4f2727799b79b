// `npm run restore -- [--force] <file>`: see backup-commands.ts and docs/backups.md.
import { loadEnv } from '../env.ts';
import { main, runRestore } from './backup-commands.ts';

await main(runRestore, loadEnv);
