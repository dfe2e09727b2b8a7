# Sourced by the fidelity scripts: builds each program twice with swiftc -Onone, beside
# `coordlab prelude` and against the real framework, runs both and diffs their outputs.
#
# The caller sets `work` (a scratch folder holding UIKit.swift, the printed prelude),
# `skip_pattern` and `skip_why` (programs the real framework cannot build), `reference`
# (what the diff calls the real framework), `reference_flags` (swiftc's flags for the real
# build), `run_timeout` (seconds the real build may run), and defines `make_real PROGRAM`,
# which prints the program's source for the real build.

# fidelity_compare PROGRAM...: one line per program, `same`, `DIFF` with the diff, `skip` or `FAIL`.
fidelity_compare() {
    local program name
    for program in "$@"; do
        name=$(basename "$program")
        if grep -q -E "$skip_pattern" "$program"; then
            echo "skip $name ($skip_why)"
            continue
        fi
        cp "$program" "$work/main.swift"
        make_real "$program" > "$work/real.swift"
        if ! (cd "$work" && swiftc -Onone -module-name main UIKit.swift main.swift -o prelude 2>/dev/null \
              && swiftc "${reference_flags[@]}" -module-name main real.swift -o real 2> real-build.txt); then
            echo "FAIL $name (does not build)"
            sed 's/^/    /' "$work/real-build.txt" | grep error | head -5
            continue
        fi
        (cd "$work" && ./prelude > prelude.txt 2>&1; timeout "$run_timeout" ./real > real.txt 2>&1)
        if diff -q "$work/real.txt" "$work/prelude.txt" > /dev/null; then
            echo "same $name"
        else
            echo "DIFF $name (< $reference, > the prelude)"
            diff "$work/real.txt" "$work/prelude.txt" | sed 's/^/    /'
        fi
    done
}
