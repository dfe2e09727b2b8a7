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
for program in "${programs[@]}"; do
    name=$(basename "$program")
    if grep -q -E 'UI[A-Z][A-Za-z]*|Selector\(' "$program"; then
        echo "skip $name (UIKit or selectors)"
        continue
    fi
    cp "$program" "$work/main.swift"
    (echo "import Foundation"; cat "$program") > "$work/real.swift"
    if ! (cd "$work" && swiftc -Onone -module-name main UIKit.swift main.swift -o prelude 2>/dev/null \
          && swiftc -Onone real.swift -o real 2>/dev/null); then
        echo "FAIL $name (does not build)"
        continue
    fi
    (cd "$work" && ./prelude > prelude.txt 2>&1; timeout 120 ./real > real.txt 2>&1)
    if diff -q "$work/real.txt" "$work/prelude.txt" > /dev/null; then
        echo "same $name"
    else
        echo "DIFF $name (< Foundation on this machine, > the prelude)"
        diff "$work/real.txt" "$work/prelude.txt" | sed 's/^/    /'
    fi
done
