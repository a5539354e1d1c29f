# syntax=docker/dockerfile:1
# Builds the host and the four remotes in a clean Linux container with the pinned toolchain and
# exports their dist folders into the working tree:
#   docker build -f tooling/docker/web.Dockerfile --output type=local,dest=. .
# then `pnpm remote:publish <name> --no-build` per remote. The images serving them are stock nginx
# (docker-compose.yml): a build is data published into the web root, not baked into an image.
FROM node:20-bookworm-slim AS build
RUN npm install --global pnpm@12.21.0 && npm cache clean --force
WORKDIR /app
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
RUN --mount=type=cache,id=vigil-pnpm-store,target=/pnpm/store \
    pnpm fetch --store-dir /pnpm/store
COPY . .
RUN --mount=type=cache,id=vigil-pnpm-store,target=/pnpm/store \
    pnpm install --offline --frozen-lockfile --store-dir /pnpm/store \
      --filter "@vigil/host..." --filter "@vigil/remote-*..."
# Two webpack builds at a time: five at once need more memory than a small builder has.
RUN pnpm --workspace-concurrency=2 --filter @vigil/host --filter "@vigil/remote-*" build

FROM scratch AS export
COPY --from=build /app/host/dist /host/dist
COPY --from=build /app/remote-auth/dist /remote-auth/dist
COPY --from=build /app/remote-onboarding/dist /remote-onboarding/dist
COPY --from=build /app/remote-billing/dist /remote-billing/dist
COPY --from=build /app/remote-monitoring/dist /remote-monitoring/dist
