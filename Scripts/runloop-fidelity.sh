#!/bin/bash
# Compares the run loop stand-ins with the toolchain's own Dispatch and Foundation: each
# program of Tests/Conformance/runloop/ (or those named) is built twice with swiftc -Onone,
# beside `coordlab prelude` and, with `import Foundation` prepended, alone; both run (the
# second in real time, so give it a while) and their outputs are diffed. Programs that use
# UIKit or selectors, which Linux's Foundation lacks, are skipped. docs/RUNLOOP.md explains
# each difference found.
#
#   Scripts/runloop-fidelity.sh [PROGRAM.swift...]
set -u
root=$(cd "$(dirname "$0")/.." && pwd)
coordlab=${COORDLAB_BIN:-$root/.build/debug/coordlab}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$coordlab" prelude > "$work/UIKit.swift" || exit 1
programs=("$@")
[ ${#programs[@]} -eq 0 ] && programs=("$root"/Tests/Conformance/runloop/*.swift)
skip_pattern='UI[A-Z][A-Za-z]*|Selector\('
skip_why="UIKit or selectors"
reference="Foundation on this machine"
reference_flags=(-Onone)
run_timeout=120
make_real() { echo "import Foundation"; cat "$1"; }
source "$root/Scripts/fidelity-compare.sh"
fidelity_compare "${programs[@]}"
