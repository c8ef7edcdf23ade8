# One image for every deployable: the entry point is the command, e.g.
#   docker run lunchbox services/menu/src/main.ts
# Node.js 24 runs the TypeScript sources itself (type stripping; the compiler's erasableSyntaxOnly
# keeps the code within what it can strip), so production needs no loader.
# NODE_IMAGE: the upstream image by default; the container test points it at a locally built
# stand-in (infra/containers), since no image can be pulled on our machines.
ARG NODE_IMAGE=node:24-bookworm-slim
FROM ${NODE_IMAGE}

WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 \
    npm_config_update_notifier=false

# Dependencies first, so code changes do not reinstall them.
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/domain/package.json packages/domain/
COPY packages/kit/package.json packages/kit/
COPY services/identity/package.json services/identity/
COPY services/menu/package.json services/menu/
COPY services/ordering/package.json services/ordering/
COPY services/notification/package.json services/notification/
COPY gateway/package.json gateway/
COPY web/package.json web/
RUN npm ci --no-audit --no-fund

COPY . .
# The gateway serves the built web app from web/dist.
RUN npm run build:web

# /backups is the backup service's volume; a new named volume takes this folder's owner.
RUN mkdir -p /app/data/documents /backups && chown -R node:node /app/data /backups
ENV NODE_ENV=production
USER node
ENTRYPOINT ["node"]
CMD ["gateway/src/main.ts"]
