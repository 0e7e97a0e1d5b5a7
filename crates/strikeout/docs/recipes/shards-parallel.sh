#!/bin/sh
# The M shards of `strikeout count --max-length L` on this machine, or on a few over ssh,
# with GNU parallel (or xargs when parallel is absent), then their merge. See the section
# "Counts spread over machines" of docs/strikeout.md.
#
#   shards-parallel.sh L M [DIR]             run every shard not yet done, then merge
#   SSH_HOSTS=a,b shards-parallel.sh L M     the same, spread over hosts (GNU parallel;
#                                            DIR must be shared, or the same path, on each)
#   JOBS=2 shards-parallel.sh L M            shards at once on each machine (default 1:
#                                            each shard uses every core already)
#   COUNT_ARGS="--count-by states --memory 8192" shards-parallel.sh L M
#                                            more options of count, the same for every shard
#
# Re-running the script runs only the shards whose file is missing: a shard that died is
# simply run again, and nothing else is lost. Each shard file is written whole or not at
# all, so a file that exists is complete.
set -eu
L=$1
M=$2
DIR=${3:-strikeout-count-$L-of-$M}
STRIKEOUT=${STRIKEOUT:-strikeout}
JOBS=${JOBS:-1}
COUNT_ARGS=${COUNT_ARGS:-}
mkdir -p "$DIR"

# The shards still to run: those without a file.
todo() {
    k=1
    while [ "$k" -le "$M" ]; do
        [ -e "$DIR/strikeout-count-$L-shard-$k-of-$M.json" ] || echo "$k"
        k=$((k + 1))
    done
}

if command -v parallel >/dev/null 2>&1; then
    hosts=""
    [ -n "${SSH_HOSTS:-}" ] && hosts="--sshlogin $SSH_HOSTS"
    # --joblog: watch it with `tail -f $DIR/joblog`; a failed shard shows a non-zero Exitval.
    # shellcheck disable=SC2086
    todo | parallel --jobs "$JOBS" $hosts --joblog "$DIR/joblog" \
        "$STRIKEOUT" count --max-length "$L" $COUNT_ARGS --shard "{}/$M" \
        -o "$DIR/strikeout-count-$L-shard-{}-of-$M.json"
else
    # shellcheck disable=SC2086
    todo | xargs -P "$JOBS" -I K \
        "$STRIKEOUT" count --max-length "$L" $COUNT_ARGS --shard "K/$M" \
        -o "$DIR/strikeout-count-$L-shard-K-of-$M.json"
fi

# Every file present: the whole count, as `strikeout count --max-length L` prints it.
# Merge refuses a set with a shard missing and names it; run this script again to redo it.
# shellcheck disable=SC2086
"$STRIKEOUT" merge "$DIR"/strikeout-count-"$L"-shard-*-of-"$M".json ${MERGE_FORM:-}
