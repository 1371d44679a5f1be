# Production image: `docker build -t multyhealth .` Every RUN below is a step of scripts/build-release.sh, which
# the test suite runs on the host in the same order (backend/test/operations/release-tree.e2e-spec.ts).

# --- build: all dependencies, then the three apps, then the runtime tree in /release ---
FROM node:24.21.0-bookworm-slim AS build
WORKDIR /src
# Manifests first, so the dependency layer is rebuilt only when they change.
COPY package.json package-lock.json ./
COPY brand/package.json brand/
COPY rules/package.json rules/
COPY backend/package.json backend/
COPY public-web/package.json public-web/
COPY admin-ui/package.json admin-ui/
COPY scripts/build-release.sh scripts/release-manifests.mjs scripts/
RUN scripts/build-release.sh deps
COPY . .
RUN scripts/build-release.sh build
RUN scripts/build-release.sh runtime /release

# --- runtime: production dependencies and built files only, as an unprivileged user ---
FROM node:24.21.0-bookworm-slim
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# Owned by root and read-only for the app's user: the process can write only to DATA_DIR.
COPY --from=build /release /app
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "backend/dist/main.js"]
