# The two commands of README: `make run` and `make test`. Everything needs only Node 20+ and npm.
SHELL := /bin/bash
.DEFAULT_GOAL := run
export npm_config_fund := false
export npm_config_audit := false

.PHONY: run test install build clean bench bench-web drills backup restore

install: node_modules/.install-stamp

# Reinstall only when the lockfile changes (a fresh clone always installs).
node_modules/.install-stamp: package-lock.json package.json backend/package.json public-web/package.json admin-ui/package.json brand/package.json rules/package.json
	npm ci
	@touch $@

build: install
	npm run build

run: build
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
