#!/bin/sh
# Is any test depending on timing luck? Runs the README's test command from fresh clones of HEAD: N times in a
# row (a quiet machine), then M runs side by side (a loaded one), and prints every failure with the run it
# happened in. Issue 25: "npm test from a clean clone passes 5 times in a row on a quiet machine and twice
# while another npm test runs beside it". Takes hours (one run is about 20 minutes on two cores).
#
#   sh scripts/repeat-tests.sh            # 5 in a row, then 2 side by side
#   sh scripts/repeat-tests.sh 1 2        # 1 in a row, then 2 side by side
#
# Logs stay under $REPEAT_DIR (default: a new folder in /tmp) for reading afterwards.
set -u
cd "$(dirname "$0")/.."
sequential=${1:-5}
parallel=${2:-2}
root=$(git rev-parse --show-toplevel)
work=${REPEAT_DIR:-$(mktemp -d /tmp/bizdesk-repeat-XXXXXX)}
mkdir -p "$work"
echo "Runs from $(git rev-parse --short HEAD); logs in $work"

# One run: a fresh clone (nothing left over from this checkout), then npm test; its log, and its status.
run() { # name
  dir="$work/$1"
  rm -rf "$dir"
  git clone --quiet --local "$root" "$dir" || return 1
  (cd "$dir" && CI=true npm test) >"$work/$1.log" 2>&1
  echo $? >"$work/$1.status"
}

# What failed in one run, from its log: jest's crossed tests, node:test's "not ok", the failed steps, the total.
failures() { # name
  log="$work/$1.log"
  grep -E '^\s+✕ |^not ok |^# Subtest: |Failed steps:|^Total:' "$log" | grep -Ev '^# Subtest: ' | sed "s/^/  [$1] /"
  grep -E '● .* › ' "$log" | sort -u | sed "s/^/  [$1] /"
}

i=1
while [ "$i" -le "$sequential" ]; do
  echo "==> run $i of $sequential (alone)"
  run "seq-$i"
  i=$((i + 1))
done
if [ "$parallel" -gt 0 ]; then
  echo "==> $parallel runs side by side"
  j=1
  while [ "$j" -le "$parallel" ]; do
    run "par-$j" &
    j=$((j + 1))
  done
  wait
fi

bad=0
echo
echo "Summary:"
for status in "$work"/*.status; do
  name=$(basename "$status" .status)
  code=$(cat "$status")
  total=$(grep -E '^Total:' "$work/$name.log" | tail -1)
  echo "- $name: exit $code; ${total:-no Total line}"
  if [ "$code" != 0 ]; then
    bad=$((bad + 1))
    failures "$name"
  fi
done
echo "$bad of $((sequential + parallel)) runs failed"
[ "$bad" -eq 0 ]
