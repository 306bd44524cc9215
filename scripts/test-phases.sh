#!/usr/bin/env bash
# `npm test`: the npm scripts named, in turn, each with its time; the first that fails stops the run.
set -uo pipefail
total=$SECONDS
for phase in "$@"; do
  started=$SECONDS
  echo "== $phase"
  npm run --silent "$phase"
  status=$?
  echo "== $phase: $((SECONDS - started)) s$([ "$status" -eq 0 ] || echo ", failed ($status)")"
  [ "$status" -eq 0 ] || exit "$status"
done
echo "== npm test: $((SECONDS - total)) s"
