// `npm run build`: builds config, the site, the console and the CMS with its panel.
import { buildWhatIsNeeded } from './lib/build.mjs';

await buildWhatIsNeeded({ force: !process.argv.includes('--if-needed') });
