# syntax=docker/dockerfile:1
# The production image: the public site, the console, the Strapi panel and the API on one port
# (README, "Production"). CI runs the same steps outside Docker (.ci/run; tests/deploy.test.ts
# keeps the two in step).

# Node 24 LTS: the newest LTS that every native module here supports (better-sqlite3 12 stops at 25).
ARG NODE_VERSION=24

FROM node:${NODE_VERSION}-bookworm-slim AS build
# better-sqlite3 compiles from source when no prebuilt binary fits.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV STRAPI_TELEMETRY_DISABLED=true
# Manifests first, so that a change of the sources alone reuses the installed dependencies. The
# root install also builds config/ and installs cms/ (scripts/install-cms.mjs).
COPY package.json package-lock.json ./
COPY scripts/ scripts/
COPY config/ config/
COPY web/package.json web/
COPY admin/package.json admin/
COPY cms/package.json cms/package-lock.json cms/
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build
RUN npm prune --omit=dev --no-audit --no-fund
RUN npm prune --omit=dev --no-audit --no-fund --prefix cms

FROM node:${NODE_VERSION}-bookworm-slim
ENV NODE_ENV=production \
    STRAPI_TELEMETRY_DISABLED=true \
    HOST=0.0.0.0 \
    PORT=1337 \
    DATABASE_FILENAME=/data/db/data.db \
    CV_STORAGE_DIR=/data/cvs \
    SEED_DEMO=false
WORKDIR /app
# The code belongs to root; the application's user writes only uploads, CVs and an SQLite file.
COPY --from=build /app ./
RUN mkdir -p /data/db /data/cvs && chown -R node:node /data /app/cms/public/uploads && chmod 700 /data/cvs
USER node
WORKDIR /app/cms
EXPOSE 1337
HEALTHCHECK --interval=30s --timeout=5s --start-period=2m --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 1337) + '/_health').then((r) => process.exit(r.status === 204 ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--max-semi-space-size=32", "server.js"]
