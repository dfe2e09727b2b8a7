#!/bin/bash
# Compares the Combine stand-ins with OpenCombine (the reference the project uses for
# Combine's behaviour on Linux): each program of Tests/Conformance/combine/ (or those named)
# is built twice with swiftc -Onone, beside `coordlab prelude` and, with `import
# CombineShim` (OpenCombine, its Dispatch and Foundation schedulers, and Foundation) prepended, against
# OpenCombine 0.14.0; both run and their outputs are diffed. `DispatchQueue.main` and
# `RunLoop.main` as schedulers (`receive(on:)`, `scheduler:`) become OpenCombine's
# `DispatchQueue.main.ocombine` and `RunLoop.main.ocombine`. Programs that use UIKit are
# skipped. docs/COMBINE.md explains each difference found.
#
#   Scripts/combine-fidelity.sh [PROGRAM.swift...]
set -u
root=$(cd "$(dirname "$0")/.." && pwd)
coordlab=${COORDLAB_BIN:-$root/.build/debug/coordlab}
shim=$root/.build/combine-fidelity
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# A dynamic library that re-exports OpenCombine, built once.
mkdir -p "$shim/Sources/CombineShim"
cat > "$shim/Package.swift" <<'SWIFT'
// swift-tools-version:5.9
import PackageDescription
let package = Package(
    name: "CombineShim",
    products: [.library(name: "CombineShim", type: .dynamic, targets: ["CombineShim"])],
    dependencies: [.package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0")],
    targets: [.target(name: "CombineShim", dependencies: [
        .product(name: "OpenCombine", package: "OpenCombine"),
        .product(name: "OpenCombineDispatch", package: "OpenCombine"),
        .product(name: "OpenCombineFoundation", package: "OpenCombine"),
    ])]
)
SWIFT
printf '@_exported import Foundation\n@_exported import OpenCombine\n@_exported import OpenCombineDispatch\n@_exported import OpenCombineFoundation\n' \
    > "$shim/Sources/CombineShim/Shim.swift"
(cd "$shim" && swift build > "$work/shim.log" 2>&1) || { cat "$work/shim.log"; exit 1; }
helpers=$(find "$shim/.build" -path '*COpenCombineHelpers.build/module.modulemap' | head -1)
flags=(-Onone -I "$shim/.build/debug/Modules" -Xcc "-fmodule-map-file=$helpers" -L "$shim/.build/debug"
       -lCombineShim -Xlinker -rpath -Xlinker "$shim/.build/debug")

"$coordlab" prelude > "$work/UIKit.swift" || exit 1
programs=("$@")
[ ${#programs[@]} -eq 0 ] && programs=("$root"/Tests/Conformance/combine/*.swift)
skip_pattern='\bUI[A-Z][A-Za-z]*'
skip_why="UIKit"
reference="OpenCombine"
reference_flags=("${flags[@]}")
run_timeout=60
make_real() {
    echo "import CombineShim"
    sed -E 's/(receive\(on:|scheduler:) (DispatchQueue|RunLoop)\.main\b/\1 \2.main.ocombine/g' "$1"
}
source "$root/Scripts/fidelity-compare.sh"
fidelity_compare "${programs[@]}"
