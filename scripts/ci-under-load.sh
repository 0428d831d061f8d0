#!/usr/bin/env bash
# CI under load (issue 13): RUNS (default 3) runs in a row of `bash .ci/run`, each on a fresh clone of this
# repository's HEAD with ../shared beside it, while busy loops load the machine: `--busy-loops N` (or HOGS=N;
# default 4). Issue 21's check is `bash scripts/ci-under-load.sh --busy-loops 8`.
# Usage: bash scripts/ci-under-load.sh [--busy-loops N] [work-dir]   (one line per run; exit 1 when any failed)
set -u
repo=$(cd "$(dirname "$0")/.." && pwd)
hogs=${HOGS:-4}
while [ $# -gt 0 ]; do
  case "$1" in
    --busy-loops) hogs=${2:?--busy-loops needs a number}; shift 2 ;;
    --busy-loops=*) hogs=${1#*=}; shift ;;
    *) break ;;
  esac
done
case "$hogs" in '' | *[!0-9]*) echo "busy loops must be a whole number, got '$hogs'" >&2; exit 2 ;; esac
work=${1:-$(mktemp -d)}
runs=${RUNS:-3}
echo "$runs runs beside $hogs busy loops in $work"
mkdir -p "$work" && ln -sfn "$repo/../shared" "$work/shared"
pids=()
for _ in $(seq "$hogs"); do node -e 'for(;;);' & pids+=($!); done
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
