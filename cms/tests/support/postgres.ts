// A throwaway PostgreSQL database for one test file or run: the scripts' own (`{ url, name, drop }`).
export { createPostgresDatabase } from '../../../scripts/lib/database.mjs';
