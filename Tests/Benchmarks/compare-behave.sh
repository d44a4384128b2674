#!/usr/bin/env bash
# Side by side on this machine: our harness and behave run the same .feature files (Specs/) with no-op step
# definitions that match every step, and each one's CPU time per scenario is taken with start-up left out (the
# difference between one copy of the specs and several, divided by the extra scenarios).
#
#   bash Tests/Benchmarks/compare-behave.sh [copies]     (default: 20 copies)
#
# behave comes from PyPI into a throwaway virtual environment; the harness side is 'aecheck bench --dry-steps'
# (the suite's own step patterns with empty bodies, one thread, CPU time) from a release build. The last line reads
#   harness: X scenarios/s, behave: Y scenarios/s, R.Rx behave
set -euo pipefail
cd "$(dirname "$0")/../.."
copies="${1:-20}"
behave_version="1.3.3"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

echo "== machine: $(nproc) cores, $(uname -sm)"
echo "== behave $behave_version in a throwaway virtual environment"
python3 -m venv "$work/venv"
"$work/venv/bin/python" -m pip install --quiet --disable-pip-version-check "behave==$behave_version"

# The same files for behave, once and $copies times over, with one catch-all no-op step.
for n in 1 "$copies"; do
  for ((i = 0; i < n; i++)); do
    mkdir -p "$work/x$n/features/copy$i"
    cp Specs/*.feature "$work/x$n/features/copy$i/"
  done
  mkdir -p "$work/x$n/features/steps"
  cat > "$work/x$n/features/steps/noop.py" <<'PY'
from behave import step, use_step_matcher

use_step_matcher("re")


@step(r".*")
def noop(context):
    pass
PY
done

echo "== behave: CPU time at 1x and ${copies}x (medians of 3 runs)"
behave_line="$("$work/venv/bin/python" - "$work" "$copies" <<'PY'
import os, re, resource, statistics, subprocess, sys

work, copies = sys.argv[1], int(sys.argv[2])
behave = os.path.join(work, "venv", "bin", "behave")

def run(n):
    """CPU seconds (user + system) of one behave run over the x<n> folder, and the scenarios it passed."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run([behave, "--format", "null", "--no-capture", "--no-summary", "--no-snippets", "features"],
                          cwd=os.path.join(work, f"x{n}"), capture_output=True, text=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        sys.exit(f"behave failed on x{n}:\n{done.stdout[-2000:]}\n{done.stderr[-2000:]}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return cpu

def count(n):
    """Scenarios behave runs (outline rows each count), from a dry run's summary."""
    done = subprocess.run([behave, "--dry-run", "--format", "null", "--no-capture", "features"],
                          cwd=os.path.join(work, f"x{n}"), capture_output=True, text=True)
    match = re.search(r"(\d+) scenarios? passed, (\d+) failed, (\d+) skipped(?:, (\d+) untested)?", done.stdout + done.stderr)
    if not match:
        sys.exit("cannot read behave's scenario count:\n" + (done.stdout + done.stderr)[-2000:])
    return sum(int(g or 0) for g in match.groups())

one = statistics.median(run(1) for _ in range(3))
many = statistics.median(run(copies) for _ in range(3))
s1, sn = count(1), count(copies)
per = (many - one) / (sn - s1)
print(f"behave: 1x {one * 1000:.0f} ms CPU for {s1} scenarios, {copies}x {many * 1000:.0f} ms for {sn}; "
      f"{per * 1000:.3f} ms CPU per scenario, start-up left out = {1 / per:.0f} scenarios/s")
PY
)"
echo "$behave_line"

echo "== harness: aecheck bench --dry-steps (release build)"
swift build -c release --product aecheck >/dev/null
harness_output="$(.build/release/aecheck bench --dry-steps)"
echo "$harness_output"

harness_rate="$(sed -n 's/^dry steps: \([0-9]*\) scenarios\/s.*/\1/p' <<<"$harness_output")"
behave_rate="$(sed -n 's/.*= \([0-9]*\) scenarios\/s$/\1/p' <<<"$behave_line")"
if [ -z "$harness_rate" ] || [ -z "$behave_rate" ]; then echo "could not read both rates"; exit 1; fi
ratio="$(awk -v h="$harness_rate" -v b="$behave_rate" 'BEGIN { printf "%.1f", h / b }')"
echo "harness: $harness_rate scenarios/s, behave: $behave_rate scenarios/s, ${ratio}x behave"
