# coordlab — `make run` opens the REPL, `make test` runs every test.
SWIFT ?= swift
BIN := .build/debug/coordlab

.PHONY: run build test deps bench fuzz fuzz-arc asan clean

## deps: install what the build needs (libedit-dev, tmux) when it is missing.
deps:
	@if ! pkg-config --exists libedit 2>/dev/null; then \
		echo "coordlab: libedit not found; installing libedit-dev with apt-get"; \
		if [ "$$(id -u)" = 0 ]; then apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libedit-dev pkg-config; \
		else sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libedit-dev pkg-config; fi; \
	fi
	@if ! command -v tmux >/dev/null 2>&1; then \
		echo "coordlab: tmux not found (used by the terminal tests); installing it with apt-get"; \
		if [ "$$(id -u)" = 0 ]; then DEBIAN_FRONTEND=noninteractive apt-get install -y -qq tmux; \
		else sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq tmux; fi; \
	fi

## build: compile coordlab.
build: deps
	$(SWIFT) build

## run: build and open the REPL.
run: build
	@$(BIN)

## test: build and run every test (unit, conformance against swiftc, end to end).
test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

## bench: the benchmark suite (separate from the tests).
bench: deps
	Benchmarks/bench.sh

## fuzz: mutated inputs against every front end for SECONDS (default 600) each run.
SECONDS ?= 600
fuzz: build
	.build/debug/coordlab fuzz inputs --seconds $(SECONDS)

## fuzz-arc N: N random ARC programs in coordlab and swiftc; disagreements kept in Tests/Conformance/fuzz.
fuzz-arc: build
	.build/debug/coordlab fuzz arc $(or $(word 2,$(MAKECMDGOALS)),100)

## asan: coordlab built with AddressSanitizer, run on the conformance suite and 100 random
## ARC programs. Strong object references are unretained (Value.object), so a miscount
## would be a use-after-free: this is where one would show.
ASAN_BIN := .build-asan/debug/coordlab
asan: deps
	$(SWIFT) build --sanitize=address --scratch-path .build-asan --product coordlab
	$(SWIFT) build --build-tests
	ASAN_OPTIONS=detect_leaks=0 COORDLAB_BIN=$(ASAN_BIN) $(SWIFT) test --skip-build --filter Conformance
	ASAN_OPTIONS=detect_leaks=0 $(ASAN_BIN) fuzz arc 100

# `make fuzz-arc 2000`: the number is a goal of its own; let it be.
ifeq (fuzz-arc,$(firstword $(MAKECMDGOALS)))
%:
	@:
endif

clean:
	rm -rf .build .build-asan
