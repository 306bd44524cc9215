#!/usr/bin/env bash
# `npm run test:pglite`: the database-facing vitest files once more on PGlite, the embedded database
# of `npm start` (PGLITE_PASS in vitest.config.ts, docs/decisions/0103). Only after a pass on a
# Postgres server: without DATABASE_URL, `npm run test:unit` has just run every file on PGlite.
set -euo pipefail
if [ -z "${DATABASE_URL:-}" ]; then
  echo "The unit pass ran on PGlite (no DATABASE_URL): no second pass."
  exit 0
fi
exec env -u DATABASE_URL VITEST_PASS=pglite npx vitest run
