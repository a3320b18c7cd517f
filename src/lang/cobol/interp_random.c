/* interp_random.c — FUNCTION RANDOM and FUNCTION UUID4, whose values are inputs of the run.
 * RANDOM: IBM does not document its generator, only the sequence's
 * rules (Language Reference, "RANDOM"): argument-1, zero or a positive integer, is a seed that
 * starts a new sequence; a reference without it returns the next number of the current
 * sequence, and the first reference of the run unit without it starts the sequence of seed 0;
 * for a given seed the sequence is always the same; the values are exclusively between zero and
 * one; only seeds up to 2,147,483,645 yield distinct sequences. So the numbers are an input of
 * the run: `--random SEED=V1,V2,…` gives the first values of seed SEED's sequence
 * (cbl_run_opts.randoms); a run that needs a value not given goes wrong unsupported, naming it. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lang/cobol/interp_int.h"

/* The k-th value (0-based) of seed's sequence in the run's inputs, into r; -1 when not given
 * (the last --random for a seed wins). */
static int given_value(const cbl_machine *m, long seed, long k, cbl_dec *r) {
  const char *hit = NULL;
  for (int i = 0; i < m->ro->nrandoms; i++) {
    const char *s = m->ro->randoms[i], *eq = strchr(s, '=');
    if (eq && strtol(s, NULL, 10) == seed) hit = eq + 1;
  }
  for (const char *v = hit; v && *v; k--) {
    const char *end = strchr(v, ',');
    size_t n = end ? (size_t)(end - v) : strlen(v);
    if (k == 0) {
      char buf[64];
      if (n >= sizeof buf) return -1;
      memcpy(buf, v, n);
      buf[n] = 0;
      return cbl_dec_set_str(r, buf) == 0 ? 0 : -1;
    }
    if (!end) break;
    v = end + 1;
  }
  return -1;
}

int rt_random(cbl_machine *m, const json_t *x, int has_seed, long seed, cbl_dec *r) {
  if (has_seed) {
    if (seed < 0) {
      rt_wrong(m, "undefined_result", x, "FUNCTION RANDOM(%ld): the seed must be zero or a positive integer", seed);
      return -1;
    }
    if (seed > CBL_RANDOM_MAX_SEED) {
      rt_wrong(m, "unsupported", x, "FUNCTION RANDOM(%ld): seeds above %ld share sequences in a way IBM does not "
               "document", seed, (long)CBL_RANDOM_MAX_SEED);
      return -1;
    }
    m->rnd_seed = seed;
    m->rnd_next = 0;
  } else if (m->rnd_seed < 0) {
    m->rnd_seed = 0;
    m->rnd_next = 0;
  }
  if (given_value(m, m->rnd_seed, m->rnd_next, r) < 0) {
    rt_wrong(m, "unsupported", x, "FUNCTION RANDOM: value %ld of the sequence of seed %ld is an input of the run "
             "(--random %ld=V1,V2,…)", m->rnd_next + 1, m->rnd_seed, m->rnd_seed);
    return -1;
  }
  m->rnd_next++;
  return 0;
}

int cbl_random_spec_ok(const char *s) {
  char *end;
  if (!s || *s < '0' || *s > '9') return 0;
  long seed = strtol(s, &end, 10);
  if (*end != '=' || seed < 0 || seed > CBL_RANDOM_MAX_SEED) return 0;
  const char *v = end + 1;
  for (;;) {
    /* 0.ddd or .ddd with a nonzero digit: exclusively between zero and one */
    if (*v == '0') v++;
    if (*v++ != '.') return 0;
    int digits = 0, nonzero = 0;
    for (; *v >= '0' && *v <= '9'; v++, digits++) nonzero |= *v != '0';
    if (!digits || !nonzero || digits > 31) return 0;
    if (*v != ',') return *v == 0;
    v++; /* a value must follow the comma */
  }
}

/* UUID4 (Language Reference, "UUID4"): "a version 4 universally unique identifier", generated
 * from random numbers, different on every execution: so each value is an input of the run
 * (cbl_run_opts.uuids, --uuid), taken in the order the run references the function. */
int rt_uuid4(cbl_machine *m, const json_t *x, unsigned char *buf) {
  if (m->uuid_next >= m->ro->nuuids) {
    rt_wrong(m, "unsupported", x, "FUNCTION UUID4: value %d is an input of the run (--uuid UUID, once per value)",
             m->uuid_next + 1);
    return -1;
  }
  memcpy(buf, m->ro->uuids[m->uuid_next++], 36);
  cbl_opt_from_latin1(&m->opt, buf, 36);
  return 0;
}

int cbl_uuid4_ok(const char *s) {
  if (!s || strlen(s) != 36) return 0;
  for (int i = 0; i < 36; i++) {
    char c = s[i];
    if (i == 8 || i == 13 || i == 18 || i == 23) {
      if (c != '-') return 0;
    } else if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) {
      return 0;
    }
  }
  return s[14] == '4' && (s[19] == '8' || s[19] == '9' || s[19] == 'a' || s[19] == 'b');
}
