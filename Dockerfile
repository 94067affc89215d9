# syntax=docker/dockerfile:1
# The church website in one image: the built web app and the server, built to plain JavaScript and run by node.
#   docker build -t church-site .
#   docker run -p 3000:3000 -v church-data:/data church-site
# Configuration is the environment (README "Configuration"); several instances need DATABASE_URL, S3_* and one
# AUTH_SECRET (docs/operations.md, "Deployment"). Node 24 (LTS); the site is tested on Node 20 and 24 (package.json
# engines).

# 1. The build, with every dependency: `npm run build` writes dist/web (the admin portal, for browsers), dist/site
#    (the public and member pages: Astro's server and browser files) and dist/server (the server and its commands,
#    from src/server and scripts/). The `node` devDependency brings the Node 24 that Astro's build needs.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json vite.config.ts astro.config.ts ./
COPY src ./src
COPY public ./public
COPY scripts ./scripts
RUN npm run build

# 2. The runtime: production dependencies only (no vite, tsx or TypeScript), the build, and content (the Bible
#    texts the server imports on its first start). `npm run test:production` rehearses this stage without Docker.
FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
# --legacy-peer-deps: better-auth names vitest and drizzle-kit as optional peers, and npm installs an optional peer
# that the lock file holds even with --omit=dev (with them vite, tsx, TypeScript and esbuild: 110 MB). Without
# peers installed for us, the production tree is exactly the dependencies' (every peer the site needs at run time
# is a dependency of its own; `npm run test:production` starts the server on such a tree).
RUN npm ci --omit=dev --legacy-peer-deps --no-audit --no-fund && npm cache clean --force
COPY content ./content
COPY --from=build /app/dist ./dist
# The embedded database, the auth secret file and local uploads live in DATA_DIR; the image's `node` user owns it.
RUN mkdir -p /data && chown node:node /data && chmod 700 /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Straight to node (not through npm), so SIGTERM from `docker stop` reaches the server and it shuts down cleanly.
CMD ["node", "dist/server/main.js"]
