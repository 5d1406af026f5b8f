# TouchLab — the README's commands. `make test` is what CI runs.
SWIFT ?= $(shell command -v swift 2>/dev/null || echo /opt/swift/usr/bin/swift)
BIN = .build/debug/touchlab

PREFIX ?= /usr/local
DESTDIR ?=
CONFIG ?= release

.PHONY: build install uninstall deps run test bench fuzz soak record-snapshots clean docs

# The first target: a bare `make` builds, and installs nothing (`deps`, `run` and `test` do).
build:
	$(SWIFT) build

deps:
	@scripts/deps.sh

# What a user runs is the optimised build (a debug build is many times slower on large
# scenes and floods of touches).
run: deps
	$(SWIFT) build -c release --product touchlab
	$(SWIFT) build -c release --target TouchLabAssets
	@scripts/run.sh "$$($(SWIFT) build -c release --show-bin-path)/touchlab"

test: deps
	$(SWIFT) build --build-tests
	SWIFT=$(SWIFT) scripts/check-layers.sh
	SWIFT=$(SWIFT) scripts/check-layers.sh --self-test
	SWIFT=$(SWIFT) scripts/check-doc-coverage.sh
	SWIFT=$(SWIFT) scripts/check-doc-coverage.sh --self-test
	scripts/check-references.sh
	scripts/check-references.sh --self-test
	SWIFT=$(SWIFT) scripts/run-tests.sh
	SWIFT=$(SWIFT) scripts/check-install.sh
	SWIFT=$(SWIFT) scripts/check-outside-package.sh

# The touch-delivery fuzzer at length (`make test` runs a bounded part of it): FUZZ_SEEDS
# seeds from FUZZ_FIRST_SEED, release build; prints the seeds, counts and any failure.
FUZZ_SEEDS ?= 50000
FUZZ_FIRST_SEED ?= 1
fuzz: deps
	TOUCHLAB_FUZZ_ITERATIONS=$(FUZZ_SEEDS) TOUCHLAB_FUZZ_SEED=$(FUZZ_FIRST_SEED) \
		$(SWIFT) test -c release --filter Fuzz

# The benchmarks (not part of `make test`): release build, own Xvfb, a few minutes.
# Prints the table and writes .build/bench/results.json; see docs/PERFORMANCE.md.
bench: deps
	$(SWIFT) build -c release
	SWIFT=$(SWIFT) scripts/bench/run.sh

# The API documentation of TouchKit and TouchLab as DocC archives, built offline with the
# toolchain's docc into .build/docs/TouchKit.doccarchive and .build/docs/TouchLab.doccarchive
# (static sites: serve the folder, or `docc preview`).
docs:
	SWIFT=$(SWIFT) scripts/docs.sh

record-snapshots: build
	TOUCHLAB_RECORD_SNAPSHOTS=1 scripts/with-xvfb.sh $(SWIFT) test

clean:
	rm -rf .build out

# Ten minutes of replayed input in the window, memory sampled (not part of `make test`).
soak: deps
	$(SWIFT) build -c release --product touchlab
	scripts/with-xvfb.sh scripts/soak/run.sh "$$($(SWIFT) build -c release --show-bin-path)"

# `make install PREFIX=… DESTDIR=…`: touchlab in $(DESTDIR)$(PREFIX)/bin, its resources (the
# built-in scenes and replays) in share/touchlab, its manual page and bash completion in
# share/man/man1 and share/bash-completion/completions; it then runs from any directory,
# the source tree gone. CONFIG=debug installs the debug build (make test does, staged).
# touchlab does not link TouchLabAssets (see Package.swift): its bundle is built on its own.
install:
	$(SWIFT) build -c $(CONFIG) --product touchlab
	$(SWIFT) build -c $(CONFIG) --target TouchLabAssets
	scripts/install.sh "$$($(SWIFT) build -c $(CONFIG) --show-bin-path)" "$(DESTDIR)$(PREFIX)"

# Removes exactly what `make install` put there (same PREFIX and DESTDIR).
uninstall:
	scripts/install.sh --uninstall "$(DESTDIR)$(PREFIX)"
