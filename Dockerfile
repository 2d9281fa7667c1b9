# syntax=docker/dockerfile:1
# The bookshop's server (API, built shop, migrations) as a production image: built in one stage with every
# dependency, run from a Node 24 slim image with the API's production dependencies only, as the
# unprivileged `node` user. See docs/operations.md.

FROM node:24-slim AS build
WORKDIR /src
# pnpm is fetched by scripts/pnpm.mjs, as `npm start` does; no browser, no postinstall downloads.
ENV CI=true
COPY . .
# deploy/assemble.sh: the API with its production dependencies only, its migrations and the built shop
# (tests/topology/run.sh runs CI's API processes from the same assembly).
RUN node scripts/pnpm.mjs install --frozen-lockfile \
 && node scripts/pnpm.mjs build \
 && sh deploy/assemble.sh /out

FROM node:24-slim
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data
WORKDIR /app
# The code belongs to root and is only read; the server writes nothing but DATA_DIR (mail written as
# files, and the embedded database when DATABASE_URL is not set).
COPY --from=build /out /app
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
# Alive while the process answers; load balancers ask /readyz (database reachable, migrations applied).
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Migrates the database, loads the demo catalogue into an empty one, then serves; SIGTERM stops it
# cleanly (running requests finish, the database closes).
CMD ["node", "apps/api/dist/server.js"]
