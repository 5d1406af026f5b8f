# TouchLab — the README's commands. `make test` is what CI runs.
SWIFT ?= $(shell command -v swift 2>/dev/null || echo /opt/swift/usr/bin/swift)
BIN = .build/debug/touchlab

PREFIX ?= /usr/local
DESTDIR ?=
CONFIG ?= release

.PHONY: build install uninstall deps run test bench fuzz soak record-snapshots clean docs docs-serve conformance

# The first target: a bare `make` builds, and installs nothing (`deps`, `run` and `test` do).
build:
	$(SWIFT) build

deps:
	@scripts/deps.sh

# What a user runs is the optimised build (a debug build is many times slower on large
# scenes and floods of touches).
run: deps
	@echo "run: building touchlab optimised (release): a couple of minutes the first time"
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
# The window is measured as `make install` builds it: the Swift runtime linked in.
# A release `touchlab` is linked lean: by the toolchain's lld, its relocations packed
# (RELR) and no symbol exported, so the loader reads and maps less; each function in a
# section of its own, laid out in the order of scripts/link/touchlab.order (those a running
# window uses side by side, so that it keeps fewer code pages resident; docs/PERFORMANCE.md).
# SwiftPM does not recompile a module when only its flags change: after changing these,
# remove .build/static once, or the modules built before keep their functions together.
LINK_ORDER = $(CURDIR)/scripts/link/touchlab.order
LEAN_LINK = -Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs -Xlinker --no-export-dynamic \
	-Xswiftc -Xfrontend -Xswiftc -function-sections \
	-Xlinker --symbol-ordering-file=$(LINK_ORDER) -Xlinker --no-warn-symbol-ordering
BENCH_STATIC = -c release --scratch-path .build/static --static-swift-stdlib $(LEAN_LINK)
bench: deps
	$(SWIFT) build -c release
	$(SWIFT) build $(BENCH_STATIC) --product touchlab
	SWIFT=$(SWIFT) TOUCHLAB="$$($(SWIFT) build $(BENCH_STATIC) --show-bin-path)/touchlab" scripts/bench/run.sh

# The API documentation of TouchKit and TouchLab as one static site in .build/docs, built
# offline with the toolchain's docc; its root opens the TouchKit documentation. Browsers
# load DocC pages only over HTTP: `make docs-serve` serves the site (building it first if
# it is missing) on http://localhost:$(DOCS_PORT)/ until interrupted.
DOCS_PORT ?= 8000
docs:
	SWIFT=$(SWIFT) scripts/docs.sh

docs-serve:
	@[ -f .build/docs/index.html ] || $(MAKE) docs
	@echo "docs: serving .build/docs on http://localhost:$(DOCS_PORT)/ (Ctrl-C stops)"
	python3 -m http.server --bind 127.0.0.1 --directory .build/docs $(DOCS_PORT)

# docs/CONFORMANCE.md, written from the conformance suite (`make test` fails when it is stale).
conformance:
	$(SWIFT) build --build-tests
	TOUCHLAB_WRITE_CONFORMANCE=1 $(SWIFT) test --skip-build --filter ConformanceTableTests

record-snapshots: build
	TOUCHLAB_RECORD_SNAPSHOTS=1 scripts/with-xvfb.sh $(SWIFT) test

clean:
	rm -rf .build out

# Ten minutes of replayed input in the window, memory sampled (not part of `make test`).
soak: deps
	$(SWIFT) build -c release --product touchlab
	scripts/with-xvfb.sh scripts/soak/run.sh "$$($(SWIFT) build -c release --show-bin-path)"

# `make install PREFIX=… DESTDIR=…`: touchlab in $(DESTDIR)$(PREFIX)/bin, its resources (the
# built-in scenes, replays and fonts) in share/touchlab, its manual page and bash completion
# in share/man/man1 and share/bash-completion/completions; it then runs from any directory,
# the source tree gone. CONFIG=debug installs the debug build (make test does, staged).
# The Swift runtime is linked in and no run path is set, so the installed program needs only
# Debian's libraries, not the toolchain it was built with (docs/INSTALL.md).
# touchlab does not link TouchLabAssets (see Package.swift): its bundle is built on its own,
# and without the static runtime: SwiftPM does not recompile a module when only that flag
# changes, and the bundle's accessor imports Foundation, whose static build the test
# bundle, linked dynamically, could not link against.
# A release build with the static runtime recompiles every module, so it has its own
# build folder, and `make run` and `make install` do not undo each other's build; it is
# linked lean (LEAN_LINK), as the bench measures it. A debug install is not: the flags
# would make it recompile the debug build `make test` shares.
INSTALL_BUILD = -c $(CONFIG) $(if $(filter release,$(CONFIG)),--scratch-path .build/static $(LEAN_LINK))
install:
	$(SWIFT) build $(INSTALL_BUILD) --static-swift-stdlib --disable-local-rpath --product touchlab
	$(SWIFT) build $(INSTALL_BUILD) --target TouchLabAssets
	scripts/install.sh "$$($(SWIFT) build $(INSTALL_BUILD) --show-bin-path)" "$(DESTDIR)$(PREFIX)"

# Removes exactly what `make install` put there (same PREFIX and DESTDIR).
uninstall:
	scripts/install.sh --uninstall "$(DESTDIR)$(PREFIX)"
