#!/bin/bash
# The M shards of `bulgarian analyze N` as a Slurm job array, one task a shard. See
# docs/shards.md.
#
# Submit (here N = 150 in M = 64 shards):
#   sbatch --array=1-64 --export=ALL,N=150,M=64 shards-slurm.sh
# Watch:
#   squeue --me            sacct -j JOBID --format=JobID,State,Elapsed,ExitCode
# Merge, when every task has ended:
#   bulgarian merge shards-150-of-64/bulgarian-150-shard-*-of-64.json
# Re-run one failed shard (here shard 17):
#   sbatch --array=17 --export=ALL,N=150,M=64 shards-slurm.sh
#
#SBATCH --job-name=bulgarian-shards
#SBATCH --cpus-per-task=8
#SBATCH --time=12:00:00
#SBATCH --output=slurm-%A_%a.out
set -euo pipefail
: "${N:?set N, the number of cards}"
: "${M:?set M, the number of shards (the array runs 1..M)}"
K=${SLURM_ARRAY_TASK_ID:?submit as a job array: --array=1-M}
DIR=${DIR:-shards-$N-of-$M}
mkdir -p "$DIR"
srun bulgarian analyze "$N" --shard "$K/$M" --threads "${SLURM_CPUS_PER_TASK:-1}" \
    -o "$DIR/bulgarian-$N-shard-$K-of-$M.json"
