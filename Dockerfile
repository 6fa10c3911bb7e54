# Multi-stage build mirroring the README: npm ci, build, then `npm start` with
# production dependencies only. (No Docker engine runs on the team's machines;
# this file is reviewed by reading.)
FROM node:22-bookworm-slim AS build
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json ./
COPY prisma ./prisma
COPY prisma.config.ts ./
COPY server/db/database-url.ts ./server/db/database-url.ts
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:22-bookworm-slim AS runtime
WORKDIR /app
# MALLOC_ARENA_MAX as in package.json's start script (decision 0268).
ENV NODE_ENV=production \
    MALLOC_ARENA_MAX=2 \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATABASE_URL=file:/app/data/app.db
COPY --from=build --chown=node:node /app /app
# data/files is FILES_DIR's default; docker-compose.yml mounts a shared volume there, which Docker
# fills with this folder (owned by node) the first time, so the server can write to it.
RUN mkdir -p /app/data/files && chown -R node:node /app/data
USER node
VOLUME ["/app/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:3000/api/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# What `npm start` runs, without npm's own 55 MB process as the parent: node is PID 1 and
# receives SIGTERM itself, which the server answers with a graceful shutdown (decision 0134).
CMD ["node", "scripts/start.mjs"]
