#!/bin/bash
# The M shards of `strikeout count --max-length L` as a Slurm job array, one task a shard.
# See the section "Counts spread over machines" of docs/strikeout.md.
#
# Submit (here L = 140 in M = 64 shards):
#   sbatch --array=1-64 --export=ALL,L=140,M=64 shards-slurm.sh
# Watch:
#   squeue --me            sacct -j JOBID --format=JobID,State,Elapsed,MaxRSS,ExitCode
# Merge, when every task has ended:
#   strikeout merge strikeout-count-140-of-64/strikeout-count-140-shard-*-of-64.json
# Re-run one failed shard (here shard 17):
#   sbatch --array=17 --export=ALL,L=140,M=64 shards-slurm.sh
#
#SBATCH --job-name=strikeout-shards
#SBATCH --cpus-per-task=8
#SBATCH --mem=32G
#SBATCH --time=24:00:00
#SBATCH --output=slurm-%A_%a.out
set -euo pipefail
: "${L:?set L, the length bound}"
: "${M:?set M, the number of shards (the array runs 1..M)}"
K=${SLURM_ARRAY_TASK_ID:?submit as a job array: --array=1-M}
DIR=${DIR:-strikeout-count-$L-of-$M}
mkdir -p "$DIR"
# The budget: what Slurm gave the task, less a little for the process itself.
MIB=$(( ${SLURM_MEM_PER_NODE:-32768} * 7 / 8 ))
srun strikeout count --max-length "$L" --shard "$K/$M" --threads "${SLURM_CPUS_PER_TASK:-1}" \
    --memory "$MIB" -o "$DIR/strikeout-count-$L-shard-$K-of-$M.json"
