'use strict';
// `npm start`, the production image and the measuring scripts start the app with this: what
// `strapi start` does for a built app, without Strapi's command line, whose `console` command
// loads Node's `repl` and with it `domain` (every request and response then pays for domain's
// EventEmitter hook: docs/PERFORMANCE.md).
const path = require('node:path');
const { createStrapi } = require('@strapi/strapi');

createStrapi({ appDir: __dirname, distDir: path.join(__dirname, 'dist') })
  .start()
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
