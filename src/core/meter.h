/* meter.h — the memory budget of one unit of work (a function's verdict): the bytes that arenas
 * and the term context hold are counted as they are taken and given back, and crossing the cap
 * trips the meter once. Counting, not RLIMIT_AS: an address-space limit kills the whole process
 * (and every other function's verdict with it), and does not work under AddressSanitizer, whose
 * shadow memory reserves terabytes of address space. */
#ifndef EQUIV_CORE_METER_H
#define EQUIV_CORE_METER_H

#include <stddef.h>

/* Called once, on the thread that crossed the cap, when the meter trips; it must only set flags
 * (the allocation that crossed the cap still succeeds, and its caller carries on). */
typedef void (*eq_meter_trip_fn)(void *ud);

/* Bytes taken (n > 0) or given back by a counted allocator (arena blocks, term tables). */
void eq_meter_add(size_t n);
void eq_meter_sub(size_t n);

/* Starts a budget of cap bytes (0: none) counted from what is held now; the previous budget
 * ends. on_trip(ud) is called when the bytes held beyond the level at the start exceed cap. */
void eq_meter_begin(size_t cap, eq_meter_trip_fn on_trip, void *ud);
/* Ends the budget: nothing trips until the next eq_meter_begin. */
void eq_meter_end(void);
/* Trips the meter from outside (a solver that reached its own memory limit): as if the counted
 * bytes had crossed the cap. */
void eq_meter_trip(void);
/* 1 once the current budget tripped (sticky until eq_meter_begin). */
int eq_meter_tripped(void);
/* The most bytes held beyond the start level during the current budget. */
size_t eq_meter_peak(void);

#endif
