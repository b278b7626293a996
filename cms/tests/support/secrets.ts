// Fresh random values for every secret Strapi needs, so no test ever runs on a known secret.
export { freshSecrets as testSecrets } from '../../../scripts/lib/process-env.mjs';
