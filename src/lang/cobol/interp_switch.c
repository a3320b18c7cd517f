/* interp_switch.c — external switches (IBM: UPSI-0 … UPSI-7; SWITCH-n is the COBOL 85
 * implementor-name form): their ON/OFF settings are inputs of the run (cbl_run_opts.switches,
 * `--switch NAME=ON|OFF`, all OFF by default), the condition-names of SPECIAL-NAMES
 * ("environment-name IS mnemonic-name ON STATUS IS condition-1 OFF STATUS IS condition-2") test
 * them, and SET mnemonic-name TO ON|OFF changes them for the rest of the run (Language Reference,
 * "SPECIAL-NAMES paragraph", "SET statement" format 3). */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "lang/cobol/interp_int.h"

static int is_switch_name(const char *env) {
  return !strncasecmp(env, "UPSI-", 5) || !strncasecmp(env, "SWITCH-", 7);
}

/* The setting --switch gives environment-name env: NAME=ON|OFF with NAME the environment-name or
 * its number alone (1 = SWITCH-1 and UPSI-1); the last one given wins; OFF without one. */
static int initial_state(const cbl_machine *m, const char *env) {
  const char *num = strrchr(env, '-');
  int on = 0;
  for (int i = 0; i < m->ro->nswitches; i++) {
    const char *s = m->ro->switches[i], *eq = strchr(s, '=');
    if (!eq) continue;
    size_t n = (size_t)(eq - s);
    int match = (strlen(env) == n && !strncasecmp(env, s, n)) || (num && strlen(num + 1) == n && !strncmp(num + 1, s, n));
    if (match) on = !strcasecmp(eq + 1, "ON");
  }
  return on;
}

/* The slot of env's current state in the machine (created from its initial setting). */
static int *state_of(cbl_machine *m, const char *env) {
  for (int i = 0; i < m->nsw; i++)
    if (!strcasecmp(m->sw[i].name, env)) return &m->sw[i].on;
  if (m->nsw >= (int)(sizeof m->sw / sizeof m->sw[0])) return NULL;
  snprintf(m->sw[m->nsw].name, sizeof m->sw[m->nsw].name, "%s", env);
  m->sw[m->nsw].on = initial_state(m, env);
  return &m->sw[m->nsw++].on;
}

/* The SPECIAL-NAMES entry (this program's or a containing one's) whose mnemonic-name, ON STATUS
 * or OFF STATUS name is name (key says which). */
static const json_t *entry_of(cbl_machine *m, const char *key, const char *name) {
  for (rt_prog *p = m->cur; p; p = p->parent) {
    const json_t *sn = json_object_get(json_object_get(p->json, "environment"), "special_names");
    size_t i;
    const json_t *e;
    json_array_foreach(json_object_get(sn, "mnemonics"), i, e)
      if (js(e, key) && !strcasecmp(js(e, key), name)) return e;
  }
  return NULL;
}

int rt_switch_cond(cbl_machine *m, const json_t *c, rt_switch_memo *memo) {
  if (memo && memo->prog == m->cur && m->cur) return memo->on_status ? *memo->state : !*memo->state;
  const char *name = js(c, "name");
  const json_t *e = name ? entry_of(m, "on_status", name) : NULL;
  int on_status = e != NULL;
  if (!e && name) e = entry_of(m, "off_status", name);
  const char *env = e ? js(e, "environment_name") : NULL;
  int *st = env && is_switch_name(env) ? state_of(m, env) : NULL;
  if (!st) {
    rt_wrong(m, "unsupported", c, "switch condition '%s'", name ? name : "?");
    return -1;
  }
  if (memo) *memo = (rt_switch_memo){m->cur, st, on_status};
  return on_status ? *st : !*st;
}

sig rt_switch_set(cbl_machine *m, const json_t *st, rt_switch_memo *memo) {
  const char *kind = js(st, "kind");
  size_t i;
  const json_t *t;
  json_array_foreach(json_object_get(st, "targets"), i, t) {
    if (memo && memo[i].prog == m->cur && m->cur) { /* on_status holds the state SET gives */
      *memo[i].state = memo[i].on_status;
      continue;
    }
    const char *mn = js(t, "mnemonic");
    const json_t *e = mn ? entry_of(m, "mnemonic", mn) : NULL;
    const char *env = e ? js(e, "environment_name") : NULL;
    int *s = env && is_switch_name(env) ? state_of(m, env) : NULL;
    if (!s) return rt_wrong(m, "unsupported", t, "SET %s TO ON/OFF (not an external switch)", mn ? mn : "?");
    const char *state = js(t, "state");
    *s = state ? !strcmp(state, "on") : !strcmp(kind, "to_on");
    if (memo) memo[i] = (rt_switch_memo){m->cur, s, *s};
  }
  return SIG_NORMAL;
}
