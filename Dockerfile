# syntax=docker/dockerfile:1
# Divine Match: one image for every instance (docs/deploy.md explains each line).
# Build: docker build -t divine-match .   Run: see compose.yaml.

# Stage 1, deps: every dependency exactly as locked (the web build needs the dev ones).
FROM node:20.20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund

# Stage 2, build: the web app into dist/web (Vite). Nothing of this stage ships but dist/web.
FROM deps AS build
COPY . .
RUN npm run build

# Stage 3, runtime-deps: production dependencies only. tsx is one of them: the server runs its
# TypeScript through tsx at run time as well (ADR 0007), so there is no compile step to forget.
FROM node:20.20-bookworm-slim AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# Stage 4, runtime: the server, the shared code, the built web app, no compilers, no dev tools.
FROM node:20.20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=runtime-deps /app/node_modules ./node_modules
COPY package.json tsconfig.json ./
COPY shared ./shared
COPY server ./server
COPY --from=build /app/dist/web ./dist/web
# The image's own user (uid 1000), never root; it owns only the data folder.
RUN mkdir -p /data && chown node:node /data
USER node
# Embedded database, generated secret, local photos and mail outbox when no service replaces them.
VOLUME ["/data"]
EXPOSE 3000
# Ready = the process answers and reaches its database (the same check the proxy uses).
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Node receives SIGTERM directly (exec form): the server finishes in-flight requests and exits.
CMD ["node", "--import", "tsx", "server/server.ts"]
