# syntax=docker/dockerfile:1
# The church website in one image: the built web app and the server (TypeScript run by tsx, as `npm run serve`).
#   docker build -t church-site .
#   docker run -p 3000:3000 -v church-data:/data church-site
# Configuration is the environment (README "Configuration"); several instances need DATABASE_URL, S3_* and one
# AUTH_SECRET (README "Deployment").

# 1. The web app and its server renderer: every dependency (vite.config.ts loads vitest's config helper), then
#    `npm run build` (dist/web for browsers, dist/ssr for the server to draw the public pages).
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json vite.config.ts ./
COPY src ./src
COPY public ./public
RUN npm run build

# 2. Production dependencies only (tsx, which runs the server, is one of them).
FROM node:22-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# 3. The runtime: server source (and the app's texts it reads), content (Bible texts), scripts (admin:create,
#    backup, restore), the built app.
FROM node:22-bookworm-slim
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY package.json package-lock.json tsconfig.json ./
COPY src/server ./src/server
COPY src/shared ./src/shared
COPY src/web/i18n ./src/web/i18n
COPY content ./content
COPY scripts ./scripts
COPY --from=build /app/dist/web ./dist/web
COPY --from=build /app/dist/ssr ./dist/ssr
# The embedded database, the auth secret file and local uploads live in DATA_DIR; the image's `node` user owns it.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Straight to node (not through npm), so SIGTERM from `docker stop` reaches the server and it shuts down cleanly.
CMD ["node", "--import", "tsx", "src/server/main.ts"]
