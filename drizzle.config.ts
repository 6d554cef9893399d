import { defineConfig } from 'drizzle-kit';

// Migrations are generated from server/db/schema.ts and committed; the server applies them at boot.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
