// Loads the built app without serving it and seeds the demo content (`--reset` replaces it).
const path = require('node:path');
const { createStrapi } = require('@strapi/strapi');

async function main() {
  const reset = process.argv.includes('--reset');
  const appDir = path.resolve(__dirname, '..');
  process.env.SEED_DEMO = 'false';
  const strapi = await createStrapi({ appDir, distDir: path.join(appDir, 'dist'), autoReload: false, serveAdminPanel: false }).load();
  const { seedDemoContent } = require(path.join(appDir, 'dist/src/seed/seed.js'));
  const seeded = await seedDemoContent(strapi, { reset });
  console.log(seeded ? 'Demo content seeded.' : 'The database already has content; nothing seeded (use --reset to rebuild it).');
  await strapi.destroy();
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
