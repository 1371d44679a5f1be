# The two commands of README: `make run` and `make test`. Everything needs only Node 20+ and npm.
SHELL := /bin/bash
.DEFAULT_GOAL := run
export npm_config_fund := false
export npm_config_audit := false

.PHONY: run test install build test-backend test-web test-admin test-browser clean

install: node_modules/.install-stamp

# Reinstall only when the lockfile changes (a fresh clone always installs).
node_modules/.install-stamp: package-lock.json package.json backend/package.json public-web/package.json admin-ui/package.json brand/package.json
	npm ci
	@touch $@

build: install
	npm run build

run: build
	node backend/dist/main.js

test: build
	@bash scripts/test-all.sh

clean:
	rm -rf node_modules */node_modules backend/dist public-web/dist admin-ui/dist
