# Rentline Portal: the Koa server, serving the built PWA from client/dist.
# Without DATABASE_URL the server keeps an embedded PGlite database in DATA_DIR (/data);
# docker-compose.yml runs it against PostgreSQL instead.
FROM node:24-bookworm-slim

WORKDIR /app

# Dependencies first, so this layer is reused while only the sources change.
COPY package.json package-lock.json ./
COPY sync-protocol/package.json sync-protocol/
COPY server/package.json server/
COPY client/package.json client/
COPY tests/package.json tests/
RUN PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund \
    && npm cache clean --force

COPY . .
RUN npm run build

ENV NODE_ENV=production \
    PORT=8080 \
    DATA_DIR=/data

RUN mkdir -p /data && chown -R node:node /data
VOLUME ["/data"]

USER node
EXPOSE 8080

HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]

CMD ["npm", "run", "start", "-w", "@rentline/server"]
