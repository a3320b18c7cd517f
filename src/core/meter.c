/* meter.c — the per-unit memory meter (meter.h). The counters are atomics: the C room runs the
 * symbolic executor on a worker thread with a big stack while the caller waits, so the counting
 * thread is not always the one that started the budget. */
#include "core/meter.h"

#include <stdatomic.h>

static atomic_size_t held;      /* bytes the counted allocators hold now */
static atomic_size_t base;      /* held at eq_meter_begin */
static atomic_size_t peak;      /* most held - base since eq_meter_begin */
static atomic_size_t cap;       /* 0: no budget */
static atomic_int tripped;
static eq_meter_trip_fn trip_fn;
static void *trip_ud;

static void trip(void) {
  /* exactly one caller runs the callback, however many threads cross the cap together */
  if (atomic_exchange(&tripped, 1) == 0 && trip_fn) trip_fn(trip_ud);
}

void eq_meter_add(size_t n) {
  size_t now = atomic_fetch_add(&held, n) + n, b = atomic_load(&base);
  size_t over = now > b ? now - b : 0, p = atomic_load(&peak);
  while (over > p && !atomic_compare_exchange_weak(&peak, &p, over)) {
  }
  size_t c = atomic_load(&cap);
  if (c && over > c) trip();
}

void eq_meter_sub(size_t n) { atomic_fetch_sub(&held, n); }

void eq_meter_begin(size_t c, eq_meter_trip_fn on_trip, void *ud) {
  atomic_store(&cap, 0);
  trip_fn = on_trip, trip_ud = ud;
  atomic_store(&base, atomic_load(&held));
  atomic_store(&peak, 0);
  atomic_store(&tripped, 0);
  atomic_store(&cap, c);
}

void eq_meter_end(void) {
  atomic_store(&cap, 0);
  trip_fn = NULL, trip_ud = NULL;
}

void eq_meter_trip(void) { trip(); }
int eq_meter_tripped(void) { return atomic_load(&tripped); }
size_t eq_meter_peak(void) { return atomic_load(&peak); }
