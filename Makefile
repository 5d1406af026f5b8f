# TouchLab — the README's commands. `make test` is what CI runs.
SWIFT ?= $(shell command -v swift 2>/dev/null || echo /opt/swift/usr/bin/swift)
BIN = .build/debug/touchlab

.PHONY: deps build run test bench fuzz soak record-snapshots clean

deps:
	@scripts/deps.sh

build: deps
	$(SWIFT) build

run: build
	@scripts/run.sh $(BIN)

test: build
	$(SWIFT) build --build-tests
	scripts/with-xvfb.sh $(SWIFT) test --skip-build

record-snapshots: build
	TOUCHLAB_RECORD_SNAPSHOTS=1 scripts/with-xvfb.sh $(SWIFT) test

clean:
	rm -rf .build out
