# syntax=docker/dockerfile:1
# The images docker-compose.yml runs, from one Dockerfile:
#   --target app  Node 20 with the workspaces' sources and production dependencies. Every Node
#                 service runs it (a subgraph or the gateway; docker-compose.yml picks the
#                 entry point). It carries web/dist too, so the gateway serves the app itself.
#   --target sfu  the app image plus the mediasoup worker (C++) and its runtime libraries:
#                 the media server (sfu/src/main.ts). The worker is built in its own stage by
#                 scripts/build-mediasoup-worker.mjs (Debian packages + the npm tarball), as on
#                 a developer machine, and found through MEDIASOUP_WORKER_BIN.
#   --target web  nginx serving web/dist, proxying /graphql and /sfu (WebSockets), /api,
#                 /media and /healthz to the gateway.
# TypeScript runs through tsx, as in development: there is no separate compile step.

ARG NODE_IMAGE=node:20-bookworm-slim

# Only the package manifests, so the `npm ci` layers below are rebuilt when dependencies
# change, not on every source edit (new workspaces are picked up without editing this file).
FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY . .
RUN mkdir /manifests \
 && find . -name package.json -not -path '*/node_modules/*' -exec cp --parents {} /manifests/ \; \
 && cp package-lock.json /manifests/

# Where dependencies are installed. npm 10 (bundled with Node 20) runs install scripts
# without npm 11's allowScripts list. argon2's script loads its prebuilt binary and compiles
# from source when that fails (the prebuilt one segfaults on some hosts: it did on ours), so
# the compiler is here; the runtime image gets the result, not the toolchain.
FROM ${NODE_IMAGE} AS build-base
# Where the sfu image keeps the worker. Set here too so mediasoup's own install script (npm 10
# runs it) skips its download-or-build of a worker: the mediasoup-worker stage builds it.
ENV MEDIASOUP_WORKER_BIN=/usr/local/lib/pulse/mediasoup-worker
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app

# Everything, dev tools included: what the web build needs.
FROM build-base AS deps
COPY --from=manifests /manifests/ ./
RUN npm ci --no-audit --no-fund

FROM deps AS web-build
COPY tsconfig.base.json ./
COPY web ./web
# Optional, read at build time by Vite (README, "Build time (web)"): the contact address the
# web app shows, and the ad script the feed's ad slots load.
ARG VITE_CONTACT_EMAIL=""
ARG VITE_AD_SCRIPT_URL=""
ENV VITE_CONTACT_EMAIL=${VITE_CONTACT_EMAIL} VITE_AD_SCRIPT_URL=${VITE_AD_SCRIPT_URL}
RUN npm run build -w web

# What the services need at run time (tsx is a production dependency).
FROM build-base AS prod-deps
COPY --from=manifests /manifests/ ./
RUN npm ci --omit=dev --no-audit --no-fund

# The mediasoup worker, built by the project's own script: Debian 12 build dependencies (the
# script installs them), the C++ sources from the npm tarball, three fixes, meson + ninja.
# About 5 minutes on 2 cores; cached as a layer until the script, the pinned version or the
# compatibility header changes.
FROM ${NODE_IMAGE} AS mediasoup-worker
WORKDIR /src
COPY scripts/build-mediasoup-worker.mjs scripts/
COPY sfu/package.json sfu/
COPY sfu/worker-build sfu/worker-build
ENV XDG_CACHE_HOME=/opt/cache
RUN node scripts/build-mediasoup-worker.mjs \
 && cp /opt/cache/pulse/mediasoup-worker/*/mediasoup-worker /mediasoup-worker

FROM ${NODE_IMAGE} AS app
ENV NODE_ENV=production
WORKDIR /app
# DejaVu Sans: the meal overlay's text (sharp renders SVG text with the system's fonts).
RUN apt-get update \
 && apt-get install -y --no-install-recommends fonts-dejavu-core \
 && rm -rf /var/lib/apt/lists/*
# node_modules trees (the root one and any nested in a workspace) with their manifests.
COPY --from=prod-deps /app ./
COPY . .
COPY --from=web-build /app/web/dist ./web/dist
# DATA_DIR: files a service keeps on local disk. Owned by the unprivileged user the services
# run as; a named volume mounted here starts with this ownership.
RUN mkdir -p /data && chown node:node /data
ENV DATA_DIR=/data
USER node
# <generated: app-ports> npm run gen:deploy writes this from the registry
# The gateway, then the subgraphs (accounts, messaging, social, health, avatars, events, medical, admin).
EXPOSE 4000 4001 4002 4003 4004 4005 4006 4007 4008
# </generated: app-ports>
CMD ["node", "--import", "tsx", "gateway/src/main.ts"]

# The media server: the app image with the worker binary and the shared libraries it links
# (OpenSSL, libuv, libsrtp2, usrsctp, abseil). Media (RTP) uses the SFU_RTC_MIN_PORT..
# SFU_RTC_MAX_PORT range over UDP and TCP; signalling is 4443 (reached through the gateway).
FROM app AS sfu
USER root
RUN apt-get update \
 && apt-get install -y --no-install-recommends libssl3 libuv1 libsrtp2-1 libusrsctp2 libabsl20220623 \
 && rm -rf /var/lib/apt/lists/*
COPY --from=mediasoup-worker /mediasoup-worker /usr/local/lib/pulse/mediasoup-worker
ENV MEDIASOUP_WORKER_BIN=/usr/local/lib/pulse/mediasoup-worker
USER node
EXPOSE 4443
CMD ["node", "--import", "tsx", "sfu/src/main.ts"]

FROM nginx:alpine AS web
COPY docker/web.nginx.conf /etc/nginx/conf.d/default.conf
COPY docker/web.security-headers.conf /etc/nginx/pulse/security-headers.conf
COPY --from=web-build /app/web/dist /usr/share/nginx/html
EXPOSE 8080
