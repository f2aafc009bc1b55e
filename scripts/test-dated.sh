#!/usr/bin/env bash
# Runs the integration tests with the whole test process moved to instants where dates break:
#   sunday-close   Sunday 11:58 PM New York (the NFL window and the draw close; the game week turns two days later)
#   tuesday-turn   Tuesday 3:58 AM New York (two minutes before the game week turns)
#   dst-spring     Sunday 14 March 2027, 1:58 AM New York (clocks jump from 2:00 to 3:00 during the run)
#   leap-day       Monday 28 February 2028, 11:58 PM New York (the run crosses into 29 February)
# Usage: bash scripts/test-dated.sh [name...] (all four by default); extra vitest arguments in VITEST_ARGS.
# Needs Debian's libfaketime (`apt-get install faketime`) and, like `npm test`, DATABASE_URL and REDIS_URL or Docker.
# The clock moves by an offset (FAKETIME="+Ns"), so every vitest worker process agrees on the time and it keeps
# running; timers keep the real monotonic clock. PostgreSQL and Redis keep theirs: the product compares its own
# instants with each other, and the database's only with the database's.
# The chaos test is left out: it starts redis-server, whose allocator (jemalloc) deadlocks under libfaketime, and it
# is about killed processes, not dates.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

lib=$(compgen -G '/usr/lib/*/faketime/libfaketime.so.1' | head -n 1 || true)
[[ -n "$lib" ]] || { echo "libfaketime is not installed (apt-get install faketime)" >&2; exit 2; }

declare -A instants=(
  [sunday-close]='2026-11-30T04:58:00Z'
  [tuesday-turn]='2026-12-01T08:58:00Z'
  [dst-spring]='2027-03-14T06:58:00Z'
  [leap-day]='2028-02-29T04:58:00Z'
)
names=("$@")
((${#names[@]})) || names=(sunday-close tuesday-turn dst-spring leap-day)

status=0
for name in "${names[@]}"; do
  at=${instants[$name]:-}
  [[ -n "$at" ]] || { echo "unknown instant '$name' (${!instants[*]})" >&2; exit 2; }
  offset=$(($(date -d "$at" +%s) - $(date +%s)))
  echo "== $name: $at (offset ${offset}s)" >&2
  mkdir -p test-results
  # shellcheck disable=SC2086 # VITEST_ARGS is a list of arguments
  if LD_PRELOAD="$lib" FAKETIME="+${offset}s" FAKETIME_DONT_FAKE_MONOTONIC=1 FAKETIME_NO_CACHE=1 \
    npx vitest run --project '*-int' --exclude 'backend/src/chaos/**' --reporter=dot --reporter=json --outputFile.json="test-results/dated-$name.json" \
    ${VITEST_ARGS:-} </dev/null; then
    echo "== $name: passed" >&2
  else
    echo "== $name: FAILED" >&2
    status=1
  fi
done
exit $status
