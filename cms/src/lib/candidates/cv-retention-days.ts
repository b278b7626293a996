import { cvRetentionDays } from '@qahve/config';

/** CV_RETENTION_DAYS as days, null when off; a value that is neither throws (the start stops). */
export const configuredRetentionDays = () => cvRetentionDays(process.env.CV_RETENTION_DAYS);
