#!/usr/bin/env bash
# CI under load (issue 13): RUNS (default 3) runs in a row of `bash .ci/run`, each on a fresh clone of this
# repository's HEAD with ../shared beside it, while HOGS (default 4) busy loops load the machine.
# Usage: bash scripts/ci-under-load.sh [work-dir]   (prints one line per run; exit 1 when any run failed)
set -u
repo=$(cd "$(dirname "$0")/.." && pwd)
work=${1:-$(mktemp -d)}
runs=${RUNS:-3}
mkdir -p "$work" && ln -sfn "$repo/../shared" "$work/shared"
pids=()
for _ in $(seq "${HOGS:-4}"); do node -e 'for(;;);' & pids+=($!); done
trap 'kill "${pids[@]}" 2>/dev/null' EXIT
failed=0
for i in $(seq "$runs"); do
  rm -rf "$work/repo" && git clone -q "$repo" "$work/repo"
  start=$(date +%s)
  (cd "$work/repo" && bash .ci/run >"$work/run-$i.log" 2>&1)
  code=$?
  [ "$code" = 0 ] || failed=1
  echo "run $i: exit $code, $(($(date +%s) - start)) s, $(grep -a '^Summary' "$work/run-$i.log" || echo 'no summary') (log: $work/run-$i.log)"
done
exit "$failed"
