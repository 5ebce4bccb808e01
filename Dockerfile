# syntax=docker/dockerfile:1
#
# BizDesk provider image: one image, two commands.
#   API:    node apps/api/dist/main.js    (default; serves /api and the console at /admin)
#   worker: node apps/api/dist/worker.js  (queue processors only)
# See docker-compose.yml and docs/operations.md.

ARG NODE_IMAGE=node:20-bookworm-slim

# ---------------------------------------------------------------------------
# build: full install (dev dependencies included), build every package, then
# install the production dependencies of the API alone into /prod.
# ---------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS build
ENV CI=true
RUN npm i -g pnpm@12
WORKDIR /src

COPY . .

# The store lives in a BuildKit cache, so rebuilds do not download again.
RUN --mount=type=cache,id=bizdesk-pnpm-store,target=/pnpm/store \
    pnpm install --frozen-lockfile --store-dir /pnpm/store

RUN pnpm -r build

# Production dependencies of @bizdesk/api and the workspace packages it uses
# (@bizdesk/shared), laid out as in the repository so that relative paths used at run
# time (apps/console/dist, apps/api/dist/migrations) resolve the same way.
RUN --mount=type=cache,id=bizdesk-pnpm-store,target=/pnpm/store \
    set -eux; \
    mkdir /prod; \
    cp package.json pnpm-lock.yaml pnpm-workspace.yaml /prod/; \
    find . -name package.json -not -path '*/node_modules/*' -not -path './.git/*' -exec cp --parents {} /prod/ \; ; \
    pnpm --dir /prod install --frozen-lockfile --prod --filter '@bizdesk/api...' --store-dir /pnpm/store --package-import-method copy; \
    for d in apps/*/dist packages/*/dist; do [ -d "$d" ] && cp -r --parents "$d" /prod/; done; \
    test -f /prod/apps/api/dist/main.js; \
    test -f /prod/apps/api/dist/worker.js; \
    test -f /prod/apps/api/dist/migrations/index.js; \
    test -f /prod/apps/console/dist/index.html

# ---------------------------------------------------------------------------
# runtime: Debian's Chromium (PDF) and Noto fonts (Indian scripts), no build tools.
# ---------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
RUN apt-get update \
 && apt-get install -y --no-install-recommends chromium fonts-noto-core ca-certificates tini \
 && rm -rf /var/lib/apt/lists/*

ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/app/data \
    CHROMIUM_PATH=/usr/bin/chromium

WORKDIR /app
COPY --from=build /prod/ /app/
# Files the app writes (attachments, generated documents) go under DATA_DIR; mount a volume there.
RUN mkdir -p /app/data && chown node:node /app/data

# Not root: Chromium renders hostile HTML (the html-to-pdf API) and keeps its own sandbox on only when the API
# is not root (core/pdf/chromium-launch.ts decides by uid; as root it must run with --no-sandbox). The sandbox
# needs user namespaces, which Docker's default seccomp profile allows only to a container with CAP_SYS_ADMIN in
# its bounding set: docker-compose.yml adds it (x-chromium-sandbox); as user node the API never has it in effect.
# Without it PDFs answer 503 "Chromium could not start its sandbox"; do not switch to root to get around it.
USER node
EXPOSE 3000
VOLUME ["/app/data"]

# tini reaps Chromium's child processes and forwards SIGTERM for a graceful shutdown.
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "apps/api/dist/main.js"]
