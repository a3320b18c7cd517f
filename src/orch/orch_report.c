/* orch_report.c — SARIF and JUnit from the verdict JSON (orch_report.h). Both are views of the
 * report: nothing here decides anything, so they cannot disagree with --json. */
#include "orch/orch_report.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/fsutil.h"
#include "core/strbuf.h"

static const char *sget(const json_t *o, const char *k) {
  const char *s = json_string_value(json_object_get(o, k));
  return s ? s : "";
}

/* a function's verdict (equiv diff) or statement (equiv check) */
static const char *verdict_of(const json_t *f) {
  const char *v = json_string_value(json_object_get(f, "verdict"));
  return v ? v : sget(f, "statement");
}

static void value_text(strbuf *sb, const json_t *v) {
  const char *t = json_string_value(json_object_get(v, "value"));
  if (t) {
    sb_puts(sb, t);
    return;
  }
  char *s = json_dumps(v, JSON_COMPACT);
  sb_puts(sb, s ? s : "?");
  free(s);
}

static void behaviour_text(strbuf *sb, const json_t *b) {
  if (!strcmp(sget(b, "result"), "outcome")) {
    sb_puts(sb, sget(b, "kind"));
    if (json_object_get(b, "value")) sb_putc(sb, ' '), value_text(sb, json_object_get(b, "value"));
  } else {
    sb_printf(sb, "went wrong: [%s] %s at %s", sget(b, "kind"), sget(b, "reason"), sget(b, "loc"));
  }
}

/* "fee: behaviour_changed on fee(100): old returned 100, new returned 50" */
static char *message(const json_t *f) {
  strbuf sb = STRBUF_INIT;
  sb_printf(&sb, "%s: %s", sget(f, "name"), verdict_of(f));
  if (!strcmp(sget(f, "change"), "renamed")) sb_printf(&sb, " (renamed from %s)", sget(f, "old_name"));
  const json_t *cc = json_object_get(f, "changed_callees"), *c;
  size_t i;
  json_array_foreach(cc, i, c) sb_printf(&sb, "%s%s", i ? ", " : " (through ", json_string_value(c));
  if (json_array_size(cc)) sb_putc(&sb, ')');
  const json_t *cex = json_object_get(f, "counterexample"), *in0 = json_object_get(f, "input");
  if (json_is_object(in0)) {
    /* equiv check: the input on which the function goes wrong, replayed */
    sb_printf(&sb, " on %s(", sget(f, "name"));
    const json_t *in;
    json_array_foreach(json_object_get(in0, "inputs"), i, in) {
      if (i) sb_puts(&sb, ", ");
      value_text(&sb, json_object_get(in, "value"));
    }
    sb_puts(&sb, "): ");
    behaviour_text(&sb, json_object_get(in0, "behaviour"));
  }
  if (json_is_object(cex)) {
    sb_printf(&sb, " on %s(", sget(f, "name"));
    const json_t *in;
    json_array_foreach(json_object_get(cex, "inputs"), i, in) {
      if (i) sb_puts(&sb, ", ");
      value_text(&sb, json_object_get(in, "value"));
    }
    sb_puts(&sb, "): old ");
    behaviour_text(&sb, json_object_get(cex, "old"));
    sb_puts(&sb, ", new ");
    behaviour_text(&sb, json_object_get(cex, "new"));
  }
  return sb_take(&sb);
}

/* "lib/m.c:12:5" into the file and line (line 0: not known) */
static void split_loc(const json_t *f, char *file, size_t n, long *line, long *col) {
  const char *loc = json_string_value(json_object_get(f, "loc"));
  *line = *col = 0;
  snprintf(file, n, "%s", sget(f, "file"));
  if (!loc) return;
  const char *c2 = strrchr(loc, ':');
  if (!c2 || c2 == loc) return;
  const char *c1 = c2 - 1;
  while (c1 > loc && *c1 != ':') c1--;
  if (*c1 != ':') return;
  snprintf(file, n, "%.*s", (int)(c1 - loc), loc);
  *line = strtol(c1 + 1, NULL, 10), *col = strtol(c2 + 1, NULL, 10);
}

static json_t *rule(const char *id, const char *text) {
  json_t *r = json_object();
  json_object_set_new(r, "id", json_string(id));
  json_t *d = json_object();
  json_object_set_new(d, "text", json_string(text));
  json_object_set_new(r, "shortDescription", d);
  return r;
}

/* A result's SARIF "locations": the function's file, and its line and column where known. */
static json_t *physical(const json_t *f) {
  json_t *loc = json_object(), *phys = json_object(), *art = json_object();
  char file[4096];
  long line, col;
  split_loc(f, file, sizeof file, &line, &col);
  json_object_set_new(art, "uri", json_string(file));
  json_object_set_new(phys, "artifactLocation", art);
  if (line > 0) {
    json_t *reg = json_object();
    json_object_set_new(reg, "startLine", json_integer(line));
    if (col > 0) json_object_set_new(reg, "startColumn", json_integer(col));
    json_object_set_new(phys, "region", reg);
  }
  json_object_set_new(loc, "physicalLocation", phys);
  json_t *locs = json_array();
  json_array_append_new(locs, loc);
  return locs;
}

/* a statement or verdict proved under contracts that are not: rule "conditional", level note */
static json_t *conditional_result(const json_t *f, const char *v) {
  json_t *res = json_object(), *msg = json_object(), *props = json_object();
  json_object_set_new(res, "ruleId", json_string("conditional"));
  json_object_set_new(res, "ruleIndex", json_integer(3));
  json_object_set_new(res, "level", json_string("note"));
  strbuf sb = STRBUF_INIT;
  sb_printf(&sb, "%s: %s, conditional on", sget(f, "name"), v);
  const json_t *x;
  size_t k;
  json_array_foreach(json_object_get(f, "assumes"), k, x) sb_printf(&sb, "%s the contract %s", k ? ";" : "", json_string_value(x));
  char *m = sb_take(&sb);
  json_object_set_new(msg, "text", json_string(m));
  free(m);
  json_object_set_new(res, "message", msg);
  json_object_set_new(res, "locations", physical(f));
  json_object_set_new(props, "verdict", json_string(v));
  json_object_set_new(props, "function", json_string(sget(f, "name")));
  json_object_set_new(props, "conditional", json_true());
  json_object_set_new(props, "assumes", json_deep_copy(json_object_get(f, "assumes")));
  json_object_set_new(res, "properties", props);
  return res;
}

json_t *orch_report_sarif(const json_t *rep) {
  json_t *log = json_object(), *run = json_object(), *tool = json_object(), *drv = json_object(),
         *rules = json_array(), *results = json_array();
  json_object_set_new(log, "$schema", json_string("https://json.schemastore.org/sarif-2.1.0.json"));
  json_object_set_new(log, "version", json_string("2.1.0"));
  json_object_set_new(drv, "name", json_string("equiv"));
  json_object_set_new(drv, "version", json_string(sget(rep, "equiv_version")));
  json_array_append_new(rules, rule("behaviour_changed", "The new version behaves differently on a replayed input"));
  json_array_append_new(rules, rule("changed_only_where_old_unsafe",
                                    "The new version differs only where the old one goes wrong (undefined behaviour)"));
  json_array_append_new(rules, rule("goes_wrong", "The function goes wrong (undefined behaviour) on a replayed input"));
  json_array_append_new(rules, rule("conditional", "Proved only under contracts of callees that are not proved"));
  json_object_set_new(drv, "rules", rules);
  json_object_set_new(tool, "driver", drv);
  json_object_set_new(run, "tool", tool);
  const json_t *f;
  size_t i;
  json_array_foreach(json_object_get(rep, "functions"), i, f) {
    const char *v = verdict_of(f);
    int changed = !strcmp(v, "behaviour_changed"), unsafe = !strcmp(v, "changed_only_where_old_unsafe"),
        wrong = !strcmp(v, "goes_wrong"), cond = json_is_true(json_object_get(f, "conditional"));
    if (!changed && !unsafe && !wrong && !cond) continue;
    if (cond && !unsafe) {
      /* a proof that holds only if the contracts it assumes do (docs/contracts.md): a note */
      json_array_append_new(results, conditional_result(f, v));
      continue;
    }
    json_t *res = json_object(), *msg = json_object(), *props = json_object();
    json_object_set_new(res, "ruleId", json_string(v));
    json_object_set_new(res, "ruleIndex", json_integer(changed ? 0 : unsafe ? 1 : 2));
    json_object_set_new(res, "level", json_string(unsafe ? "note" : "error"));
    char *m = message(f);
    json_object_set_new(msg, "text", json_string(m));
    free(m);
    json_object_set_new(res, "message", msg);
    json_object_set_new(res, "locations", physical(f));
    json_object_set_new(props, "verdict", json_string(v));
    json_object_set_new(props, "function", json_string(sget(f, "name")));
    if (!wrong) {
      json_object_set_new(props, "change", json_string(sget(f, "change")));
      json_object_set_new(props, "counterexample", json_deep_copy(json_object_get(f, "counterexample")));
    } else {
      json_object_set_new(props, "input", json_deep_copy(json_object_get(f, "input")));
    }
    json_object_set_new(res, "properties", props);
    json_array_append_new(results, res);
  }
  json_object_set_new(run, "results", results);
  json_t *runs = json_array();
  json_array_append_new(runs, run);
  json_object_set_new(log, "runs", runs);
  return log;
}

static void xml_text(strbuf *sb, const char *s) {
  for (; *s; s++) {
    unsigned char c = (unsigned char)*s;
    if (c == '<') sb_puts(sb, "&lt;");
    else if (c == '>') sb_puts(sb, "&gt;");
    else if (c == '&') sb_puts(sb, "&amp;");
    else if (c == '"') sb_puts(sb, "&quot;");
    else if (c < 0x20 && c != '\n' && c != '\t') sb_printf(sb, "&#x%x;", c == '\r' ? 0xd : 0xfffd);
    else sb_putc(sb, (char)c);
  }
}

char *orch_report_junit(const json_t *rep) {
  strbuf sb = STRBUF_INIT;
  const json_t *fns = json_object_get(rep, "functions"), *f;
  size_t i;
  int nfail = 0, nskip = 0;
  double total = 0;
  json_array_foreach(fns, i, f) {
    nfail += !strcmp(verdict_of(f), "behaviour_changed") || !strcmp(verdict_of(f), "goes_wrong");
    nskip += !strcmp(verdict_of(f), "unknown");
    total += json_number_value(json_object_get(f, "seconds"));
  }
  sb_puts(&sb, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
  sb_printf(&sb, "<testsuites name=\"equiv diff\" tests=\"%zu\" failures=\"%d\" skipped=\"%d\" time=\"%.3f\">\n",
            json_array_size(fns), nfail, nskip, total);
  sb_printf(&sb, "  <testsuite name=\"equiv diff\" tests=\"%zu\" failures=\"%d\" skipped=\"%d\" errors=\"0\" time=\"%.3f\">\n",
            json_array_size(fns), nfail, nskip, total);
  json_array_foreach(fns, i, f) {
    const char *v = verdict_of(f);
    sb_puts(&sb, "    <testcase classname=\"");
    xml_text(&sb, sget(f, "file"));
    sb_puts(&sb, "\" name=\"");
    xml_text(&sb, sget(f, "name"));
    sb_printf(&sb, "\" time=\"%.3f\">", json_number_value(json_object_get(f, "seconds")));
    char *m = message(f);
    if (!strcmp(v, "behaviour_changed") || !strcmp(v, "goes_wrong")) {
      sb_printf(&sb, "\n      <failure type=\"%s\" message=\"", v);
      xml_text(&sb, m);
      sb_puts(&sb, "\"/>\n    ");
    } else if (!strcmp(v, "unknown")) {
      sb_puts(&sb, "\n      <skipped message=\"unknown: ");
      xml_text(&sb, sget(f, "reason"));
      sb_puts(&sb, "\"/>\n    ");
    } else {
      sb_puts(&sb, "\n      <system-out>");
      xml_text(&sb, m);
      const json_t *x;
      size_t k;
      json_array_foreach(json_object_get(f, "assumes"), k, x) {
        if (!json_is_true(json_object_get(f, "conditional"))) break;
        sb_puts(&sb, "\nconditional: assumes the contract ");
        xml_text(&sb, json_string_value(x));
      }
      sb_puts(&sb, "</system-out>\n    ");
    }
    free(m);
    sb_puts(&sb, "</testcase>\n");
  }
  sb_puts(&sb, "  </testsuite>\n</testsuites>\n");
  return sb_take(&sb);
}

int orch_report_write(const json_t *rep, const char *sarif_path, const char *junit_path, const char *html_path,
                      char *err, size_t errn) {
  if (sarif_path) {
    json_t *s = orch_report_sarif(rep);
    char *text = json_dumps(s, JSON_INDENT(2) | JSON_PRESERVE_ORDER);
    json_decref(s);
    int rc = text ? fs_write_atomic(sarif_path, text, strlen(text)) : -1;
    free(text);
    if (rc < 0) return snprintf(err, errn, "--sarif %s: %s", sarif_path, strerror(errno)), -1;
  }
  if (junit_path) {
    char *text = orch_report_junit(rep);
    int rc = text ? fs_write_atomic(junit_path, text, strlen(text)) : -1;
    free(text);
    if (rc < 0) return snprintf(err, errn, "--junit %s: %s", junit_path, strerror(errno)), -1;
  }
  if (html_path) {
    char *text = orch_report_html(rep);
    int rc = text ? fs_write_atomic(html_path, text, strlen(text)) : -1;
    free(text);
    if (rc < 0) return snprintf(err, errn, "--html %s: %s", html_path, strerror(errno)), -1;
  }
  return 0;
}
