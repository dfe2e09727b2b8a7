#!/usr/bin/env bash
# `make bench`: coordlab side by side with python3 and swiftc, plus in-process figures,
# written to BENCHMARKS.md. Needs a release build (made here) and hyperfine (installed
# with apt-get when missing). Not part of `make test`.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
OUT=$ROOT/BENCHMARKS.md
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

if ! command -v hyperfine >/dev/null 2>&1; then
    echo "bench: installing hyperfine with apt-get"
    apt-get install -y -qq hyperfine >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq hyperfine; }
fi
echo "bench: building coordlab (release)"
swift build -c release --scratch-path .build-release --product coordlab >/dev/null
BIN=$ROOT/.build-release/release/coordlab
P=$ROOT/Benchmarks/programs
swiftc -Onone "$P/churn.swift" -o "$WORK/churn-swiftc" 2>/dev/null

# hyperfine's mean (seconds) of a command.
mean() { hyperfine --warmup 1 --runs "$1" --export-json "$WORK/h.json" "$2" >/dev/null 2>&1
         python3 -c 'import json,sys; print(round(json.load(open(sys.argv[1]))["results"][0]["mean"], 3))' "$WORK/h.json"; }
ratio() { python3 -c "import sys; print(f'{float(sys.argv[1])/float(sys.argv[2]):.2f}')" "$1" "$2"; }
# "met" or "**not met**": whether $1 <= $2.
verdict() { python3 -c "import sys; print('met' if float(sys.argv[1]) <= float(sys.argv[2]) else '**not met**')" "$1" "$2"; }

echo "bench: start-up"
S_C=$(mean 20 "$BIN run $P/empty.swift"); S_P=$(mean 20 "python3 -c pass")
echo "bench: object churn (200,000 rounds)"
C_C=$(mean 3 "$BIN run $P/churn.swift"); C_P=$(mean 3 "python3 $P/churn.py"); C_S=$(mean 3 "$WORK/churn-swiftc")

echo "bench: memory at 1,000,000 live objects"
cat > "$WORK/million.swift" <<'SWIFT'
final class Node { var next: Node?; weak var parent: Node? }
var nodes: [Node] = []
var k = 0
while k < 1_000_000 { nodes.append(Node()); k += 1 }
print(nodes.count)
SWIFT
echo 'print("ready")' > "$WORK/none.swift"
rss() { /usr/bin/time -f %M "$BIN" run "$1" 2>&1 >/dev/null | tail -1; }
R_BASE=$(rss "$WORK/none.swift"); R_MILLION=$(rss "$WORK/million.swift")
PER_OBJECT=$(python3 -c "print(round(($R_MILLION - $R_BASE) * 1024 / 1_000_000))")

echo "bench: explore (every journey of depth 6 of each app)"
# The lessons' apps (a lesson's setup, started as Tests/ExploreApps does) and the apps of
# other shapes in Tests/ExploreApps: journeys, distinct states, seconds, as explore reports
# them, and the whole command's wall clock (loading the app included); then the same with
# --forked (every journey in a fork()ed copy, the reference): its CPU, and whether its report
# is the same.
python3 - "$BIN" "$ROOT" "$WORK" > "$WORK/explore.md" <<'PY' || echo "(explore could not be measured)" > "$WORK/explore.md"
import json, re, resource, subprocess, sys, time
bin, root, work = sys.argv[1:4]
def setup(lesson):
    text = open(f"{root}/lessons/{lesson}.md").read()
    path = f"{work}/{lesson}.swift"
    open(path, "w").write(re.search(r"^```swift setup\n(.*?)^```", text, re.S | re.M).group(1))
    return path
apps = f"{root}/Tests/ExploreApps"
launch_all = f"{work}/launch-all.swift"
open(launch_all, "w").write("launchAll()\n")
table = [
    ("child array (lesson 3)", [setup("03-child-array"), f"{apps}/child-array-start.swift"]),
    ("child array, didShow fix", [setup("03-child-array"), f"{apps}/child-array-start.swift", f"{apps}/child-array-didshow-fix.swift"]),
    ("self-deallocating (lesson 4)", [setup("04-self-deallocating")]),
    ("flow removal", [f"{apps}/flow-removal.swift"]),
    ("tab bar, a flow per tab", [f"{apps}/tab-flows.swift"]),
    ("sheet", [f"{apps}/sheet.swift"]),
    ("closure cycle", [f"{apps}/closure-cycle.swift"]),
    ("target-action only, window never key", [f"{apps}/target-action.swift"]),
    ("closure actions and callbacks", [f"{apps}/closure-actions.swift"]),
    ("splash and timer (:wait)", [f"{apps}/delayed-timer.swift"]),
    ("all four designs, a tab each (lesson 6)", [setup("06-side-by-side"), launch_all]),
    ("bindings and the run loop (lesson 7)", [setup("07-bindings-and-the-run-loop")]),
]
def ok(good): return "met" if good else "**not met**"
def explore(files, options=[]):
    """The report without its time, and the time: exploring, wall clock, CPU (every process)."""
    start, used = time.time(), resource.getrusage(resource.RUSAGE_CHILDREN)
    r = subprocess.run([bin, "explore", "--json", "--depth", "6"] + options + files, capture_output=True, text=True)
    wall, now = time.time() - start, resource.getrusage(resource.RUSAGE_CHILDREN)
    report = json.loads(r.stdout)
    return report, report.pop("seconds"), wall, (now.ru_utime + now.ru_stime) - (used.ru_utime + used.ru_stime)
print("| app | journeys taken | distinct states | journeys covered | exploring | journeys taken/s (≥ 10,000) | journeys covered/s "
      "| CPU | journeys taken per CPU second | whole command (< 2 s) | findings "
      "| forked reference: CPU, every process | journeys per CPU second | same report |")
print("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|")
for name, files in table:
    report, seconds, wall, cpu = explore(files)
    forked, _, _, forked_cpu = explore(files, ["--forked"])
    rate = report["journeys"] / seconds if seconds > 0 else 0
    covered = report["journeysCovered"]
    print(f"| {name} | {report['journeys']} | {report['states']} | {covered:,.0f} | {seconds:.2f} s "
          f"| {rate:,.0f}: {ok(rate >= 10000)} | {covered / max(seconds, 1e-9):,.0f} "
          f"| {cpu:.2f} s | {report['journeys'] / max(cpu, 1e-9):,.0f} "
          f"| {wall:.2f} s: {ok(wall < 2)} | {len(report['findings'])} "
          f"| {forked_cpu:.2f} s | {forked['journeys'] / max(forked_cpu, 1e-9):,.0f} | {'yes' if forked == report else '**no**'} |")
PY

echo "bench: per-input cost at 0, 1,000, 10,000 and 100,000 live objects (piped, with the journal)"
Benchmarks/per-input.sh "$BIN" > "$WORK/per-input.md" || echo "(per-input cost could not be measured)" > "$WORK/per-input.md"

echo "bench: in-process benchmarks (ordo-one/benchmark)"
(cd Benchmarks && swift package --allow-writing-to-package-directory benchmark --format markdown --no-progress 2>/dev/null) \
    | sed 's/\x1b\[[0-9;]*m//g' > "$WORK/inproc.md" || echo "(the in-process benchmarks failed to run)" > "$WORK/inproc.md"
# The in-process targets, read from package-benchmark's tables (wall clock, microseconds).
python3 - "$WORK/inproc.md" > "$WORK/targets.md" <<'PY' || echo "(the in-process tables could not be read)" > "$WORK/targets.md"
import re, sys
text = open(sys.argv[1]).read()
wall = {}
for name, body in re.findall(r"^### (.+?)\n(.*?)(?=^### |\Z)", text, re.S | re.M):
    row = re.search(r"^\| Time \(wall clock\) \((μs|ms|s)\) \*?\s*\|(.*)$", body, re.M)
    if row:
        scale = {"μs": 1, "ms": 1e3, "s": 1e6}[row.group(1)]
        cells = [c.strip() for c in row.group(2).split("|") if c.strip()]
        p50, p99 = float(cells[2]) * scale, float(cells[5]) * scale
        wall[name.strip()] = (p50, p99)
def find(prefix):
    return next((v for k, v in wall.items() if k.startswith(prefix)), None)
def ok(good): return "met" if good else "**not met**"
print("| measure | result | target |")
print("|---|---|---|")
lat = {n: find(f"Per-input latency, {n:,} live objects") for n in (0, 1000, 10000, 100000)}
for n, l in lat.items():
    if not l: continue
    target = ""
    if n == 1000: target = f"median ≤ 1 ms: {ok(l[0] <= 1000)}"
    if n == 100000 and lat[0]:
        target = f"median ≤ 4× empty and ≤ 16 ms: {ok(l[0] <= 4 * lat[0][0] and l[0] <= 16000)}"
    print(f"| per-input latency at {n:,} live objects, summary shown | median {l[0]/1000:.2f} ms, p99 {l[1]/1000:.2f} ms | {target} |")
g = [find(f"Graph analysis, {n} objects") for n in (10000, 100000, 1000000)]
if all(g):
    print(f"| graph analysis, 10k / 100k / 1M objects (median) | {g[0][0]/1e3:.0f} ms / {g[1][0]/1e3:.0f} ms / {g[2][0]/1e3:.0f} ms | |")
    f1, f2 = g[1][0] / g[0][0], g[2][0] / g[1][0]
    # Linear or better: each run also draws the same 1,000-object subtree and reads the
    # program's types, fixed costs that make the growth look smaller than 10x at 10k.
    print(f"| growth per 10x objects | {f1:.1f}x, then {f2:.1f}x | about 10x or less (linear): {ok(max(f1, f2) < 13)} |")
    print(f"| graph analysis at 1M objects | {g[2][0]/1e6:.2f} s | < 1 s: {ok(g[2][0] < 1e6)} |")
chk = find("coordlab check")
if chk:
    print(f"| `coordlab check` over every lesson | {chk[0]/1e6:.2f} s | < 2 s: {ok(chk[0] < 2e6)} |")
PY

{
  echo "# coordlab benchmarks"
  echo
  echo "Regenerated by \`make bench\` on $(date -u +%Y-%m-%d) on $(uname -m), $(nproc) cores, $(free -g | awk '/Mem:/ {print $2}') GiB;"
  echo "$(swift --version 2>&1 | head -1); $(python3 --version). Release build of coordlab."
  echo
  echo "## Side by side (hyperfine means, one run)"
  echo
  echo "| benchmark | coordlab | compared with | ratio (coordlab / other) | target |"
  echo "|---|---|---|---|---|"
  echo "| start-up: \`coordlab run empty.swift\` | ${S_C}s | \`python3 -c pass\` ${S_P}s | $(ratio "$S_C" "$S_P") | ≤ 1: $(verdict "$S_C" "$S_P") |"
  echo "| object churn, 200,000 rounds | ${C_C}s | CPython ${C_P}s | $(ratio "$C_C" "$C_P") | ≤ 1: $(verdict "$C_C" "$C_P") |"
  echo "| object churn, 200,000 rounds | ${C_C}s | \`swiftc -Onone\` ${C_S}s | $(ratio "$C_C" "$C_S") | (reference) |"
  echo "| memory per live object at 1,000,000 | ${PER_OBJECT} bytes | | | < 300 bytes: $(verdict "$PER_OBJECT" 299) |"
  echo
  echo "## Per input, piped with the journal (hyperfine means)"
  echo
  cat "$WORK/per-input.md"
  echo
  echo "## coordlab explore: every journey of depth 6 (one run each)"
  echo
  cat "$WORK/explore.md"
  echo
  echo "## In process (package-benchmark, release build)"
  echo
  cat "$WORK/targets.md"
  echo
  echo "### The tables behind it"
  echo
  grep -v -e '^Warning:' -e '^Note: skipping' "$WORK/inproc.md"
} > "$OUT"
cat "$OUT"
