# ClearCart's image (decision 073): the production tree that server/test/production-tree.test.ts builds and starts
# every command from — the lock's production packages and the built app — on a small Node base, as a non-root user.
#   docker build -t clearcart .
#   docker run -p 8080:8080 -e FIREBASE_PROJECT_ID=… -e FIREBASE_API_KEY=… -e FIREBASE_AUTH_DOMAIN=… clearcart
# The same image runs the API (the default), `node server/dist/worker.js`, `node server/dist/import-cli.js <file>`
# and `node server/dist/backup-cli.js backup|restore`; compose.yaml starts the README's production layout.
ARG NODE_VERSION=24

# 1. Every package (the build needs the dev tools), the web app and the server bundle, then the production tree:
#    the packages `npm ci --omit=dev` installs for this lock and the built files, without the dev tools.
FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /src
COPY . .
RUN npm ci --no-audit --no-fund \
 && npm run build \
 && node scripts/lib/production-tree.mjs /app

# 2. What runs: the tree alone. The embedded store (no DATABASE_URL) keeps its files in the /data volume.
FROM node:${NODE_VERSION}-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    USE_AUTH_EMULATOR=false \
    WEB_DIST=/app/web/dist \
    DATA_DIR=/data/store \
    LOG_LEVEL=info
WORKDIR /app
COPY --from=build /app ./
# The official image's unprivileged user; only the data folder is its to write.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 8080
# /livez: alive (the proxy routes on /readyz). Node's own fetch: the slim base has no curl.
HEALTHCHECK --interval=15s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/livez').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The server and the worker finish what they hold on SIGTERM and exit 0 (the production-tree and store tests).
STOPSIGNAL SIGTERM
CMD ["node", "server/dist/server.js"]
