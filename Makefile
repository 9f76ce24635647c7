# Arbiter — convenience targets. `make run` and `make test` set up everything on a fresh Debian 12 machine.

BUILD_DIR     ?= build
BUILD_TYPE    ?= RelWithDebInfo
ARBITER_WERROR ?= OFF
JOBS          ?= $(shell nproc)

DEB_PACKAGES = g++ cmake ninja-build make \
               qt6-base-dev qt6-base-dev-tools qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools \
               qt6-l10n-tools qt6-translations-l10n libgl-dev \
               xvfb xauth clang-format \
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
