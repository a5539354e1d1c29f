# syntax=docker/dockerfile:1
# The API and its job workers: one image, two commands (`start`, `worker`; see docker-compose.yml).
# Build context: the repository root. api.Dockerfile.dockerignore keeps node_modules and data out.
FROM node:20-bookworm-slim

# The pnpm pinned in package.json (engines.pnpm), installed once into the image.
RUN npm install --global pnpm@12.21.0 && npm cache clean --force
WORKDIR /app

# `pnpm fetch` needs only the lockfile, so this layer (the slow download) is reused until the
# lockfile changes; the store lives in a BuildKit cache, not in the image.
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
RUN --mount=type=cache,id=vigil-pnpm-store,target=/pnpm/store \
    pnpm fetch --store-dir /pnpm/store

COPY . .
# Only the API and what it depends on (contract); --offline proves the lockfile covered it all.
RUN --mount=type=cache,id=vigil-pnpm-store,target=/pnpm/store \
    pnpm install --offline --frozen-lockfile --store-dir /pnpm/store --filter "@vigil/api..."

# exec, so node gets SIGTERM directly and main.ts/worker.ts shut down cleanly.
COPY --chmod=755 <<'SCRIPT' /usr/local/bin/vigil-api
#!/bin/sh
set -e
cd /app/api
case "$1" in
  start) exec node --import tsx src/main.ts ;;
  worker) exec node --import tsx src/worker.ts ;;
  *) exec "$@" ;;
esac
SCRIPT

# Set after the install (production would skip devDependencies). HOST: reachable from the gateway.
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8000
# glibc's malloc raises its mmap threshold after freeing a block under 32 MB, so libvips' whole
# WebP frames (a tall screenshot: ~31 MB) then stay held per thread; a fixed threshold hands them
# back (a test comparison: 364 -> 214 MB peak). api/package.json's start and worker set the same.
ENV MALLOC_MMAP_THRESHOLD_=1048576
# Without DATABASE_URL the API keeps PGlite data in api/.data: let the unprivileged user write it.
RUN mkdir -p /app/api/.data && chown node:node /app/api/.data
USER node
EXPOSE 8000
ENTRYPOINT ["vigil-api"]
CMD ["start"]
