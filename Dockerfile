# The app as one image: Node 20 on Debian bookworm, Debian's Chromium for printing, the built web app and
# artboard, the server run from its TypeScript sources through tsx (as `npm start` runs it).
# Settings come from the environment at run time (README "Configuration"; docs/deployment.md).
FROM node:20-bookworm-slim

# Chromium prints PDFs and previews; fonts are served by the app itself, so no font packages are needed.
RUN apt-get update \
  && apt-get install -y --no-install-recommends chromium ca-certificates \
  && rm -rf /var/lib/apt/lists/*

WORKDIR /app
COPY . .

# The lockfile as it is, no install scripts (none is needed: sharp and esbuild ship their binaries as
# packages), no browser downloads. Development dependencies stay: tsx runs the server, Vite builds.
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 PUPPETEER_SKIP_DOWNLOAD=1
RUN npm ci --ignore-scripts --no-audit --no-fund && npm run build

ENV NODE_ENV=production \
  PORT=3000 \
  DATA_DIR=/data \
  CHROMIUM_PATH=/usr/bin/chromium
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000

HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]

# One node process, so that SIGTERM from `docker stop` reaches the server, which then closes cleanly.
CMD ["node", "--enable-source-maps", "apps/server/dist/main.js"]
