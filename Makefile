# Equiv — entry points. Meson + Ninja do the building; this file names the jobs.
#   make          build build/equiv
#   make demo     run the main job on a bundled example
#   make check    sanitizer build (ASan + UBSan) and every test
#   make check-long  the long differential tiers
#   make bench    benchmarks, as ratios against the real implementations
#   make fuzz     fuzz the parsers (FUZZ_SECONDS per target, default 60)
BUILD      ?= build
SAN_BUILD  ?= build-san
FUZZ_BUILD ?= build-fuzz
FUZZ_SECONDS ?= 60
MESON_SETUP = meson setup

.PHONY: all bootstrap demo check check-long bench fuzz clean

# ninja says "no work to do" even with --quiet: a build with nothing to do prints nothing.
NINJA_QUIET = sh -c 'ninja --quiet -C "$$0" >"$$0/.ninja.out" 2>&1; rc=$$?; grep -v "^ninja: no work to do\.$$" "$$0/.ninja.out"; exit $$rc'

all: bootstrap $(BUILD)/build.ninja
	@$(NINJA_QUIET) $(BUILD)

bootstrap:
	@scripts/bootstrap

$(BUILD)/build.ninja:
	@$(MESON_SETUP) $(BUILD) >/dev/null

# -no-pie: a position-independent sanitizer binary carries ~570,000 relative relocations (the
# sanitizers' metadata), which the loader applies on every start: 136 ms of CPU per `equiv --version`,
# 78 ms without them; the suite starts equiv thousands of times.
$(SAN_BUILD)/build.ninja:
	@$(MESON_SETUP) $(SAN_BUILD) -Db_sanitize=address,undefined -Db_lundef=false -Dc_link_args=-no-pie >/dev/null

demo: all
	@scripts/demo $(BUILD)/equiv

check: bootstrap $(SAN_BUILD)/build.ninja
	@$(NINJA_QUIET) $(SAN_BUILD)
	@EQUIV=$(CURDIR)/$(SAN_BUILD)/equiv scripts/check $(SAN_BUILD)

check-long: bootstrap $(SAN_BUILD)/build.ninja
	@$(NINJA_QUIET) $(SAN_BUILD)
	@EQUIV_LONG=1 EQUIV=$(CURDIR)/$(SAN_BUILD)/equiv scripts/check $(SAN_BUILD)

bench: all
	@scripts/bench $(BUILD)/equiv

fuzz: bootstrap
	@[ -f $(FUZZ_BUILD)/build.ninja ] || CC=clang-16 $(MESON_SETUP) $(FUZZ_BUILD) -Dfuzz=true \
	    -Db_sanitize=address,undefined -Db_lundef=false >/dev/null
	@ninja --quiet -C $(FUZZ_BUILD)
	@scripts/fuzz $(FUZZ_BUILD) $(FUZZ_SECONDS)

clean:
	rm -rf $(BUILD) $(SAN_BUILD) $(FUZZ_BUILD)
