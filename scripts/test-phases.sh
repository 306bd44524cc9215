#!/usr/bin/env bash
# `npm test`: the npm scripts named, in turn, each with its time; the first that fails stops the run.
# Scripts joined by '+' run side by side (the typecheck and ESLint each keep one core busy), their
# output printed one after the other when both are done.
set -uo pipefail
total=$SECONDS
run_phase() {
  local phase=$1 started=$SECONDS status
  echo "== $phase"
  npm run --silent "$phase"
  status=$?
  echo "== $phase: $((SECONDS - started)) s$([ "$status" -eq 0 ] || echo ", failed ($status)")"
  return "$status"
}
for step in "$@"; do
  IFS='+' read -ra phases <<<"$step"
  if [ "${#phases[@]}" -eq 1 ]; then
    run_phase "$step" || exit $?
    continue
  fi
  logs=$(mktemp -d)
  pids=()
  for phase in "${phases[@]}"; do
    run_phase "$phase" >"$logs/$phase.log" 2>&1 &
    pids+=($!)
  done
  failed=0
  for i in "${!phases[@]}"; do
    wait "${pids[$i]}" || failed=$?
    cat "$logs/${phases[$i]}.log"
  done
  rm -rf "$logs"
  [ "$failed" -eq 0 ] || exit "$failed"
done
echo "== npm test: $((SECONDS - total)) s"
