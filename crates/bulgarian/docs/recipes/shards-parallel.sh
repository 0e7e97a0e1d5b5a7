#!/bin/sh
# The M shards of `bulgarian analyze N` on this machine, or on a few over ssh, with GNU
# parallel (or xargs when parallel is absent), then their merge. See docs/shards.md.
#
#   shards-parallel.sh N M [DIR]             run every shard not yet done, then merge
#   SSH_HOSTS=a,b shards-parallel.sh N M     the same, spread over hosts (GNU parallel;
#                                            DIR must be shared, or the same path, on each)
#   JOBS=2 shards-parallel.sh N M            shards at once on each machine (default 1:
#                                            each shard uses every core already)
#
# Re-running the script runs only the shards whose file is missing: a shard that died is
# simply run again, and nothing else is lost. Each shard file is written whole or not at
# all, so a file that exists is complete.
set -eu
N=$1
M=$2
DIR=${3:-shards-$N-of-$M}
BULGARIAN=${BULGARIAN:-bulgarian}
JOBS=${JOBS:-1}
mkdir -p "$DIR"

# The shards still to run: those without a file.
todo() {
    k=1
    while [ "$k" -le "$M" ]; do
        [ -e "$DIR/bulgarian-$N-shard-$k-of-$M.json" ] || echo "$k"
        k=$((k + 1))
    done
}

if command -v parallel >/dev/null 2>&1; then
    hosts=""
    [ -n "${SSH_HOSTS:-}" ] && hosts="--sshlogin $SSH_HOSTS"
    # --joblog: watch it with `tail -f $DIR/joblog`; a failed shard shows a non-zero Exitval.
    # shellcheck disable=SC2086
    todo | parallel --jobs "$JOBS" $hosts --joblog "$DIR/joblog" \
        "$BULGARIAN" analyze "$N" --shard "{}/$M" -o "$DIR/bulgarian-$N-shard-{}-of-$M.json"
else
    todo | xargs -P "$JOBS" -I K \
        "$BULGARIAN" analyze "$N" --shard "K/$M" -o "$DIR/bulgarian-$N-shard-K-of-$M.json"
fi

# Every file present: the whole analysis, as `bulgarian analyze N` prints it. Merge
# refuses a set with a shard missing and names it; run this script again to redo it.
"$BULGARIAN" merge "$DIR"/bulgarian-"$N"-shard-*-of-"$M".json ${MERGE_FORM:-}
