#!/usr/bin/env bash
# Makes this machine's cores behave as if they were FACTOR times slower (default 1.6), to see how the
# tests and CI fare on a slower machine: on each core a busy loop at the highest priority takes
# (1 - 1/FACTOR) of every 4 ms, held to that share by its own cgroup's CPU quota, and everything else
# shares the rest. Needs root and the cgroup CPU controller (v1 or v2).
#   scripts/slower-machine.sh on [FACTOR]   start the loops
#   scripts/slower-machine.sh off           stop them
set -euo pipefail
PERIOD_US=4000
PIDS=/tmp/qahve-slower-machine.pids

start() {
  local factor="${1:-1.6}" quota
  quota=$(awk -v f="$factor" -v p="$PERIOD_US" 'BEGIN { q = int(p * (1 - 1 / f)); print (q < 1000 ? 1000 : q) }')
  : > "$PIDS"
  for cpu in $(seq 0 $(($(nproc) - 1))); do
    local group
    if [ -f /sys/fs/cgroup/cgroup.controllers ]; then
      group=/sys/fs/cgroup/qahve-slower-$cpu
      mkdir -p "$group"
      echo "$quota $PERIOD_US" > "$group/cpu.max"
    else
      group=/sys/fs/cgroup/cpu/qahve-slower-$cpu
      mkdir -p "$group"
      echo "$PERIOD_US" > "$group/cpu.cfs_period_us"
      echo "$quota" > "$group/cpu.cfs_quota_us"
    fi
    (echo "$BASHPID" > "$group/cgroup.procs" && exec nice -n -20 taskset -c "$cpu" sh -c 'while :; do :; done') &
    echo $! >> "$PIDS"
  done
  echo "Each of $(nproc) cores now gives the rest $(awk -v q="$quota" -v p="$PERIOD_US" 'BEGIN { printf "%.0f", 100 * (1 - q / p) }') % of its time (about ${factor}x slower)."
}

stop() {
  [ -f "$PIDS" ] && xargs -r kill < "$PIDS" 2>/dev/null || true
  rm -f "$PIDS"
}

case "${1:-}" in
  on) stop; start "${2:-}" ;;
  off) stop ;;
  *) echo "usage: $0 on [FACTOR] | off" >&2; exit 2 ;;
esac
