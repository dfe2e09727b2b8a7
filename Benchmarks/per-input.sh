#!/usr/bin/env bash
# Per-input cost as a user pipes inputs: `coordlab < inputs.txt`, with the journal, after a
# setup input that leaves N live objects (a coordinator tree), then K inputs that each
# touch one variable. Cost per input = (time with K inputs - time with none) / K, from
# hyperfine means. Prints a Markdown table with the targets (at 100,000 objects at most 4x
# the empty session's and at most 16 ms; at 1,000 at most 1 ms). `make bench` runs it;
# alone: Benchmarks/per-input.sh [path to a release coordlab].
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${1:-$PWD/.build-release/release/coordlab}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
export XDG_STATE_HOME=$WORK/state
K=200

inputs() {  # inputs N K: the setup input, then K one-variable inputs
    python3 - "$1" "$2" <<'PY'
import sys
n, k = int(sys.argv[1]), int(sys.argv[2])
print("final class Screen { weak var coordinator: Node? }")
print("final class Node { var children: [Node] = []; weak var parent: Node?; var screen: Screen? }")
print("let root = Node()")
print("var x = 0")
if n:
    print(f"for _ in 0..<{n // 2} {{ let c = Node(); c.parent = root; c.screen = Screen(); c.screen!.coordinator = c; root.children.append(c) }}")
for i in range(k):
    print(f"x = {i}")
PY
}
mean() { hyperfine --warmup 1 --runs "$1" --export-json "$WORK/h.json" "$2" >/dev/null 2>&1
         python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["results"][0]["mean"])' "$WORK/h.json"; }

declare -A PER
for n in 0 1000 10000 100000; do
    inputs "$n" 0 > "$WORK/setup-$n.txt"
    inputs "$n" "$K" > "$WORK/inputs-$n.txt"
    base=$(mean 5 "$BIN < $WORK/setup-$n.txt")
    with=$(mean 5 "$BIN < $WORK/inputs-$n.txt")
    PER[$n]=$(python3 -c "import sys; print(max(0.0, (float(sys.argv[2]) - float(sys.argv[1])) / $K * 1000))" "$base" "$with")
done
python3 - "${PER[0]}" "${PER[1000]}" "${PER[10000]}" "${PER[100000]}" <<'PY'
import sys
p0, p1k, p10k, p100k = map(float, sys.argv[1:])
def ok(good): return "met" if good else "**not met**"
print("| live objects | ms per input (piped, journal) | target |")
print("|---|---|---|")
print(f"| 0 | {p0:.2f} | (reference) |")
print(f"| 1,000 | {p1k:.2f} | ≤ 1 ms: {ok(p1k <= 1)} |")
print(f"| 10,000 | {p10k:.2f} | |")
print(f"| 100,000 | {p100k:.2f} | ≤ 4× empty ({4 * p0:.2f} ms): {ok(p100k <= 4 * p0)}; ≤ 16 ms: {ok(p100k <= 16)} |")
PY
