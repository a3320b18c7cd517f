/* orch_cache.c — the proof cache (orch_cache.h): what its two back ends share (which one a --cache
 * names, the schema version, the error lines, the key, the rule of what is worth keeping); the
 * back ends, SQLite and PostgreSQL, only store and fetch texts (orch_cache_int.h). A verdict is
 * written only after it is complete, in a transaction of its own. */
#include "orch/orch_cache.h"

#include "orch/orch_cache_int.h"

#include "core/fsutil.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/strbuf.h"

struct orch_cache {
  const orch_cache_be *be;
  void *h;
};

/* The layout of the tables (orch_cache_int.h) and of what they hold. A cache made by an Equiv of
 * another layout is refused, never read as this one's (nor written over). */
#define SCHEMA_VERSION "1"

int orch_cache_is_url(const char *spec) {
  return !strncmp(spec, "postgresql://", 13) || !strncmp(spec, "postgres://", 11);
}

void orch_cache_shown(const char *spec, char *out, size_t n) {
  if (!orch_cache_is_url(spec)) {
    snprintf(out, n, "%s", spec);
    return;
  }
  /* RFC 3986: scheme "://" [user [":" password] "@"] host ... ["?" query]; libpq also takes
   * password=... among the query's parameters. The user part ends at the last '@' before the
   * query, not at a '/': a password with an unencoded '/' is still a password, and hidden. */
  strbuf sb = STRBUF_INIT;
  const char *auth = strstr(spec, "://") + 3;
  size_t before_query = strcspn(auth, "?");
  const char *at = NULL;
  for (const char *p = auth; p < auth + before_query; p++)
    if (*p == '@') at = p;
  const char *colon = at ? memchr(auth, ':', (size_t)(at - auth)) : NULL;
  sb_append(&sb, spec, (size_t)(auth - spec));
  if (colon) sb_append(&sb, auth, (size_t)(colon - auth)), sb_puts(&sb, ":***");
  const char *rest = colon ? at : auth, *q = strchr(rest, '?');
  sb_append(&sb, rest, q ? (size_t)(q - rest) : strlen(rest));
  for (int first = 1; q && *q;) {
    const char *param = q + 1;
    size_t plen = strcspn(param, "&");
    sb_puts(&sb, first ? "?" : "&");
    first = 0;
    if (!strncmp(param, "password=", 9)) sb_puts(&sb, "password=***");
    else sb_append(&sb, param, plen);
    q = param[plen] ? param + plen : NULL;
  }
  snprintf(out, n, "%s", sb.data ? sb.data : "");
  sb_free(&sb);
}

json_t *orch_cache_shown_json(const char *spec) {
  if (!spec) return json_null();
  char shown[1024];
  orch_cache_shown(spec, shown, sizeof shown);
  return json_string(shown);
}

orch_cache *orch_cache_open(const char *spec, char *err, size_t errn) {
  char shown[1024], why[1024];
  orch_cache_shown(spec, shown, sizeof shown);
  orch_cache *c = calloc(1, sizeof *c);
  if (!c) {
    snprintf(err, errn, "out of memory");
    return NULL;
  }
  c->h = orch_cache_is_url(spec) ? orch_cache_pg_open(spec, &c->be, why, sizeof why)
                                 : orch_cache_sqlite_open(spec, &c->be, why, sizeof why);
  if (!c->h) {
    snprintf(err, errn, "--cache %s: %s", shown, why);
    free(c);
    return NULL;
  }
  /* a new cache takes this version; two runs making it at once both write it, the first stays */
  char *version = c->be->get(c->h, ORCH_CT_META, "schema");
  if (!version && c->be->put(c->h, ORCH_CT_META, "schema", SCHEMA_VERSION) == 0)
    version = c->be->get(c->h, ORCH_CT_META, "schema");
  if (!version || strcmp(version, SCHEMA_VERSION)) {
    if (version)
      snprintf(err, errn, "--cache %s: a cache of schema version %s; this Equiv reads version %s only (give another cache, or --no-cache)",
               shown, version, SCHEMA_VERSION);
    else
      snprintf(err, errn, "--cache %s: not a usable cache: its schema version can be neither read nor written", shown);
    free(version);
    orch_cache_close(c);
    return NULL;
  }
  free(version);
  return c;
}

void orch_cache_close(orch_cache *c) {
  if (!c) return;
  c->be->close(c->h);
  free(c);
}

char *orch_cache_get(orch_cache *c, const char *key) { return c->be->get(c->h, ORCH_CT_VERDICTS, key); }
int orch_cache_put(orch_cache *c, const char *key, const char *json) {
  return c->be->put(c->h, ORCH_CT_VERDICTS, key, json);
}
char *orch_cache_file_get(orch_cache *c, const char *key) { return c->be->get(c->h, ORCH_CT_FILES, key); }
int orch_cache_file_put(orch_cache *c, const char *key, const char *json) {
  return c->be->put(c->h, ORCH_CT_FILES, key, json);
}

void orch_cache_key(const char *const *parts, int n, char out[EQ_HASH_HEX]) {
  strbuf sb = STRBUF_INIT;
  for (int i = 0; i < n; i++) {
    const char *p = parts[i] ? parts[i] : "";
    sb_printf(&sb, "%zu:", strlen(p));
    sb_puts(&sb, p);
  }
  eq_hash_hex(sb.data ? sb.data : "", sb.len, out);
  sb_free(&sb);
}

const char *orch_build_id(void) {
  static char id[EQ_HASH_HEX];
  static int done;
  if (done) return id;
  size_t len = 0;
  char *bytes = fs_read_file("/proc/self/exe", &len);
  if (bytes) eq_hash_hex(bytes, len, id);
  else snprintf(id, sizeof id, "%s", EQUIV_VERSION);
  free(bytes);
  done = 1;
  return id;
}

json_t *orch_cache_get_json(orch_cache *c, const char *key) {
  char *text = orch_cache_get(c, key);
  json_t *v = text ? json_loads(text, 0, NULL) : NULL;
  free(text);
  if (v && !json_is_object(v)) json_decref(v), v = NULL;
  return v;
}

void orch_cache_keep(orch_cache *c, const char *key, json_t *v) {
  if (!orch_cache_worth_keeping(v)) return;
  char *text = json_dumps(v, JSON_COMPACT | JSON_REAL_PRECISION(12));
  if (text && orch_cache_put(c, key, text) == 0) json_object_set_new(v, "stored", json_true());
  free(text);
}

int orch_cache_worth_keeping(const json_t *v) {
  const char *code = json_string_value(json_object_get(v, "reason_code"));
  return !code || (strcmp(code, "timeout") && strcmp(code, "memory") && strcmp(code, "solver") && strcmp(code, "internal") &&
                   strcmp(code, "replay_mismatch"));
}
