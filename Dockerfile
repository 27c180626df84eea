# Matchday production image: build in one stage, run as a non-root user in a slim one.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim AS run
# No PAYMENT_PROVIDER here on purpose: a production server starts only once it is told (razorpay
# with its three secrets, or test), never with the test checkout by default.
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/package.json ./package.json
# Migrations are read at start from the source tree's folder.
COPY --from=build /app/src/server/platform/db/migrations ./src/server/platform/db/migrations
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# The server's V8 settings: scripts/server-node-flags.json (decision 065; a test holds them equal).
CMD ["node", "--max-semi-space-size=32", "dist/server/main.js"]
