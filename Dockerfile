# syntax=docker/dockerfile:1
# One image for the api, projections and workers services; docker-compose.yml picks the entry point.
#   docker build -t fantasy-rewards-app .
#   docker compose up -d --build          # the whole stack; see docs/operations.md
# Node 24 (LTS, as .nvmrc): Node 20 reached its end of life on 2026-04-30. Pin by digest too where the registry
# allows (node:...@sha256:...).
ARG NODE_IMAGE=node:24-bookworm-slim

# --- 1. Dependencies: only the manifests, so this layer is rebuilt only when they change -------------------
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
ENV npm_config_update_notifier=false \
    npm_config_fund=false \
    npm_config_audit=false
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY projections/package.json projections/
COPY workers/package.json workers/
COPY backend/package.json backend/
COPY frontend/package.json frontend/
# All dependencies, dev ones included: the services run TypeScript through tsx, a dev dependency today.
# Native modules (argon2, msgpackr-extract, esbuild, rolldown) come prebuilt for linux glibc; no compiler needed.
RUN --mount=type=cache,target=/root/.npm npm ci

# --- 2. Build the client (Vite) that the api serves -------------------------------------------------------
FROM deps AS build
COPY . .
RUN npm run build

# --- 3. Runtime -------------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production
# A young generation of at most 32 MB in every service (docs/decisions/0026-young-generation-capped.md); npm's
# scripts take the same from .npmrc.
ENV NODE_OPTIONS=--max-semi-space-size=16
WORKDIR /app
# Code and dependencies stay owned by root (read-only for the app); only .data (embedded mode) is writable.
COPY --from=build /app ./
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 3000
CMD ["node", "--import", "tsx", "backend/src/entrypoints/api.ts"]
