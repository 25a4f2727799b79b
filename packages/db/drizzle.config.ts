import { defineConfig } from 'drizzle-kit';

// Migrations are generated from src/schema and committed; never `push`.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/schema/index.ts',
  out: './migrations',
  migrations: { prefix: 'timestamp' },
});
