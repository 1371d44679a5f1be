# The two commands of README: `make run` and `make test`. Everything needs only npm and some Node (any version).
SHELL := /bin/bash
.DEFAULT_GOAL := run
export npm_config_fund := false
export npm_config_audit := false

# Node 24 LTS for every recipe: the system's node when it is 24 or newer, otherwise the npm registry's platform
# package node-<os>-<arch>@24 (the runtime alone, no install script) fetched once into .node/ and put first on PATH.
NODE_MAJOR := $(shell node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
ifeq ($(shell [ "$(NODE_MAJOR)" -ge 24 ] && echo system),system)
LOCAL_NODE :=
else
LOCAL_NODE := .node/node_modules/.bin/node
NODE_PACKAGE := node-$(shell node -p 'process.platform + "-" + process.arch' 2>/dev/null || echo linux-x64)@24
export PATH := $(CURDIR)/.node/node_modules/.bin:$(PATH)
endif

.PHONY: run test install build clean bench bench-web drills backup restore

install: node_modules/.install-stamp

.node/node_modules/.bin/node:
	npm install --prefix .node --no-save --no-package-lock $(NODE_PACKAGE)

# Reinstall only when the lockfile changes (a fresh clone always installs).
node_modules/.install-stamp: package-lock.json package.json backend/package.json public-web/package.json admin-ui/package.json brand/package.json rules/package.json | $(LOCAL_NODE)
	@node --version
	npm ci
	@touch $@

build: install
	npm run build

run: build
	@node --version
	node backend/dist/main.js

test: build
	@bash scripts/test-all.sh

# Throughput vs a bare node:http baseline, memory, and growth to 100k members (PostgreSQL server: DATABASE_URL or 127.0.0.1).
bench: build
	node backend/bench/throughput.mjs
	node backend/bench/growth.mjs
	node backend/bench/orders.mjs

# Lighthouse (mobile) on every entry page of the built site: performance score, LCP, TBT, CLS, total transfer against the targets.
bench-web: build
	node public-web/scripts/bench-web.mjs

# Fault drills: PostgreSQL restart under load, mail server outage, SIGTERM under load, storage failure, backup round trip.
drills: build
	node backend/drills/run.mjs

# Database + uploads into backups/<date>/ (embedded: stop the server first). Restore with: make restore FROM=backups/<date>
backup: install
	node backend/tools/backup.mjs $(TO)

restore: install
	node backend/tools/restore.mjs $(FROM)

clean:
	rm -rf node_modules */node_modules rules/dist backend/dist public-web/dist admin-ui/dist
