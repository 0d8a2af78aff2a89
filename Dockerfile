# Rentline Portal: the Koa server, serving the built PWA from client/dist.
# Without DATABASE_URL the server keeps an embedded PGlite database in DATA_DIR (/data);
# docker-compose.yml runs it against PostgreSQL instead.
#
# Two stages: `build` has every dependency and builds the client (Vite) and the server
# (esbuild, to server/dist); `runtime` has the production dependencies of the server only,
# and runs node itself as PID 1 (no npm, no shell), so SIGTERM reaches the server, which stops
# taking connections, finishes the requests in flight and exits 0
# (tests/reliability/container-stop.test.ts runs this CMD).

FROM node:24-bookworm-slim AS build
WORKDIR /app
# Dependencies first, so this layer is reused while only the sources change.
COPY package.json package-lock.json ./
COPY sync-protocol/package.json sync-protocol/
COPY server/package.json server/
COPY client/package.json client/
COPY tests/package.json tests/
RUN PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    PORT=8080 \
    DATA_DIR=/data
COPY package.json package-lock.json ./
COPY sync-protocol/package.json sync-protocol/
COPY server/package.json server/
COPY client/package.json client/
COPY tests/package.json tests/
RUN npm ci --omit=dev --workspace=@rentline/server --no-audit --no-fund --ignore-scripts \
    && npm cache clean --force
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/client/dist client/dist

RUN mkdir -p /data && chown -R node:node /data
VOLUME ["/data"]
USER node
EXPOSE 8080

# Readiness: the database answers and every migration is applied.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/api/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]

CMD ["node", "server/dist/main.js"]
