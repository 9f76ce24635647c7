# Arbiter — convenience targets. `make run` and `make test` set up everything on a fresh Debian 12 machine.

BUILD_DIR     ?= build
BUILD_TYPE    ?= RelWithDebInfo
ARBITER_WERROR ?= OFF
JOBS          ?= $(shell nproc)

# qt6-httpserver-dev: the order pads' server (docs/order-pads.md); its CMake package needs qt6-websockets-dev
# too, which Debian 12 does not pull in. libqrencode-dev: the QR codes of the players' devices window.
# chromium: the player's page tested in a real browser, headless (tst_order_pad_page; skipped without it).
DEB_PACKAGES = g++ cmake ninja-build make \
               qt6-base-dev qt6-base-dev-tools qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools \
               qt6-httpserver-dev qt6-websockets-dev libqrencode-dev pkgconf \
               qt6-l10n-tools qt6-translations-l10n libgl-dev \
               xvfb xauth clang-format chromium \
               desktop-file-utils appstream dpkg-dev file binutils strace

SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: all deps configure build test run bench format format-check clean install package

all: build

deps:
	@missing=$$(for p in $(DEB_PACKAGES); do \
	    dpkg-query -W -f='$${Status}\n' $$p 2>/dev/null | grep -q 'install ok installed' || echo $$p; done); \
	if [ -n "$$missing" ]; then \
	    echo "Installing: $$missing"; \
	    $(SUDO) apt-get update -qq && \
	    DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends $$missing; \
	else echo "All build dependencies are installed."; fi

$(BUILD_DIR)/build.ninja:
	cmake -S . -B $(BUILD_DIR) -G Ninja -DCMAKE_BUILD_TYPE=$(BUILD_TYPE) -DARBITER_WERROR=$(ARBITER_WERROR)

configure: $(BUILD_DIR)/build.ninja

build: deps configure
	cmake --build $(BUILD_DIR) -j $(JOBS)

test: build
	cd $(BUILD_DIR) && QT_QPA_PLATFORM=offscreen ctest --output-on-failure -j $(JOBS)

run: build
	$(BUILD_DIR)/bin/arbiter

# `make install PREFIX=/opt/arbiter` (default /usr/local); DESTDIR works as usual for staging.
PREFIX ?= /usr/local
install: build
	cmake --install $(BUILD_DIR) --prefix $(PREFIX)

# A Debian package of the build (build/arbiter_<version>_amd64.deb); see docs/packaging.md.
package: build
	cd $(BUILD_DIR) && cpack -G DEB

bench: build
	$(BUILD_DIR)/bin/arbiter-cli bench tests/games/*.txt

# Every C++ file the repository tracks, formatted by .clang-format.
FORMAT_FILES = $$(git ls-files '*.cpp' '*.h')

format: deps
	clang-format -i $(FORMAT_FILES)

format-check: deps
	clang-format --dry-run --Werror $(FORMAT_FILES)

clean:
	rm -rf $(BUILD_DIR)

# Everything (app, command line, tests) built with AddressSanitizer and UndefinedBehaviorSanitizer in a
# folder of its own, and the whole suite run: memory errors and undefined behaviour fail the test that meets
# them, and so do leaks (LeakSanitizer: the suite leaks nothing, inside Qt either, so nothing is suppressed).
SANITIZE_DIR ?= build-sanitize

.PHONY: sanitize fuzz

sanitize: deps
	cmake -S . -B $(SANITIZE_DIR) -G Ninja -DCMAKE_BUILD_TYPE=Debug -DARBITER_SANITIZE=ON -DARBITER_WERROR=$(ARBITER_WERROR)
	cmake --build $(SANITIZE_DIR) -j $(JOBS)
	cd $(SANITIZE_DIR) && QT_QPA_PLATFORM=offscreen ctest --output-on-failure -j $(JOBS)

# The libFuzzer targets of tests/fuzz (docs/fuzzing.md), built with clang under ASan and UBSan, each run for
# FUZZ_SECONDS from its seed corpus. What they discover stays in $(FUZZ_DIR)/corpus; a crash stops the run
# and leaves its input in $(FUZZ_DIR)/artifacts.
FUZZ_DIR          ?= build-fuzz
FUZZ_SECONDS      ?= 60
FUZZ_DEB_PACKAGES  = clang libclang-rt-14-dev llvm
FUZZ_TARGETS       = order_parser datc_reader map_loader game_file movement_judge mila_game judge_transcript \
                     pad_submission pad_http
FUZZ_CXX_FLAGS     = -O1 -fno-omit-frame-pointer -fsanitize=address,undefined -fno-sanitize-recover=undefined \
                     -fsanitize=fuzzer-no-link
FUZZ_ARGS_order_parser   = -dict=tests/fuzz/dict/order_parser.dict -max_len=1024
FUZZ_ARGS_datc_reader    = tests/datc -dict=tests/fuzz/dict/datc_reader.dict -max_len=4096
FUZZ_ARGS_map_loader     = -dict=tests/fuzz/dict/map_loader.dict -max_len=8192
FUZZ_ARGS_game_file      = -dict=tests/fuzz/dict/game_file.dict -max_len=16384
FUZZ_ARGS_movement_judge = -max_len=512
FUZZ_ARGS_pad_submission = -dict=tests/fuzz/dict/order_parser.dict -max_len=1024
# Each input goes through a loopback socket: hundreds a second, not thousands (docs/fuzzing.md).
FUZZ_ARGS_pad_http       = -dict=tests/fuzz/dict/pad_http.dict -max_len=4096
# The readers of other judges' games: their seeds and the real-layout files of tests/data/real (cut to
# -max_len when read). What these targets fuzz is a phase read and checked against the one before it; a
# longer input adds phases read and checked the same way, at a cost in proportion. -max_len keeps two or
# three phases of the compact seeds (of the real files, whose phases carry press, mail headers and more, one
# or two). Without libFuzzer's entropic schedule (-entropic=0) and the rereading of the corpus folder
# (-reload=0, which serves parallel jobs only): with the 20,000 and more features these targets reach, the
# schedule's bookkeeping took half of their time and the rereading a tenth; without them they run 2 to 2.5
# times as many inputs and covered as much or more (docs/fuzzing.md).
FUZZ_ARGS_mila_game       = tests/data/real/mila -dict=tests/fuzz/dict/mila_game.dict -max_len=4096 -entropic=0 \
                            -reload=0
FUZZ_ARGS_judge_transcript = tests/data/real/judge -dict=tests/fuzz/dict/judge_transcript.dict -max_len=2048 \
                             -entropic=0 -reload=0
# No allocation stacks in AddressSanitizer's records: collecting one for every allocation was a tenth of the
# readers' targets' time; a report still names the access and its stack, and replaying the input
# (build-fuzz/bin/replay_<target>) with the default options gives the allocation stacks back.
FUZZ_ASAN_OPTIONS ?= malloc_context_size=0

define fuzz_run
	mkdir -p $(FUZZ_DIR)/corpus/$(1) $(FUZZ_DIR)/artifacts/$(1)
	ASAN_OPTIONS=$(FUZZ_ASAN_OPTIONS) $(FUZZ_DIR)/bin/fuzz_$(1) $(FUZZ_DIR)/corpus/$(1) tests/fuzz/corpus/$(1) $(FUZZ_ARGS_$(1)) \
	    -max_total_time=$(FUZZ_SECONDS) -timeout=10 -print_final_stats=1 -artifact_prefix=$(FUZZ_DIR)/artifacts/$(1)/

endef

fuzz: deps
	$(MAKE) deps DEB_PACKAGES="$(FUZZ_DEB_PACKAGES)"
	CC=clang CXX=clang++ cmake -S . -B $(FUZZ_DIR) -G Ninja -DARBITER_FUZZ=ON -DCMAKE_BUILD_TYPE=Debug \
	    -DCMAKE_CXX_FLAGS="$(FUZZ_CXX_FLAGS)"
	cmake --build $(FUZZ_DIR) -j $(JOBS) --target fuzzers
	$(foreach t,$(FUZZ_TARGETS),$(call fuzz_run,$(t)))
