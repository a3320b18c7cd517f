/* orch_report_html.c — the standalone HTML report (orch_report.h): one table row per function
 * checked, made from the verdict JSON like SARIF and JUnit, so it cannot disagree with --json.
 *
 * Standalone means it is viewed offline and from an untrusted place: the style and the sorting
 * script are inline, nothing names another resource (no src, no href, no font), and a
 * Content-Security-Policy of default-src 'none' keeps the browser from fetching anything even if
 * a future change forgot that. Every text from the report (function and file names, reasons, a
 * counterexample's printed output) is user input and goes through html_text; the script holds no
 * data from the report at all, so no text can reach a script context. */
#include "orch/orch_report.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/strbuf.h"

static const char *sget(const json_t *o, const char *k) {
  const char *s = json_string_value(json_object_get(o, k));
  return s ? s : "";
}

/* HTML text and attribute values (HTML 5, 13.1.2.6: & < > " ' escaped make any text safe in both
 * places); control characters other than newline and tab are shown as \xNN, not passed on. */
static void html_text(strbuf *sb, const char *s) {
  for (; *s; s++) {
    unsigned char c = (unsigned char)*s;
    switch (c) {
    case '&': sb_puts(sb, "&amp;"); break;
    case '<': sb_puts(sb, "&lt;"); break;
    case '>': sb_puts(sb, "&gt;"); break;
    case '"': sb_puts(sb, "&quot;"); break;
    case '\'': sb_puts(sb, "&#39;"); break;
    default:
      if ((c < 0x20 && c != '\n' && c != '\t') || c == 0x7f) sb_printf(sb, "\\x%02x", c);
      else sb_putc(sb, (char)c);
    }
  }
}

/* a value of the verdict JSON as text: its "text" (typed trees), its "value", else the JSON */
static void value_text(strbuf *out, const json_t *in, const json_t *v) {
  const char *t = json_string_value(json_object_get(in, "text"));
  if (!t) t = json_string_value(json_object_get(v, "value"));
  if (t) {
    html_text(out, t);
    return;
  }
  char *s = json_dumps(v, JSON_COMPACT);
  html_text(out, s ? s : "?");
  free(s);
}

/* one behaviour (docs/verdict-json.md): the outcome and its value, or where it went wrong; then
 * what it printed, each stream in a <pre> */
static void behaviour_cell(strbuf *sb, const char *side, const json_t *b) {
  sb_printf(sb, "<td class=\"%s\">", side);
  if (!json_is_object(b)) {
    sb_puts(sb, "</td>");
    return;
  }
  if (!strcmp(sget(b, "result"), "outcome")) {
    html_text(sb, sget(b, "kind"));
    if (json_object_get(b, "value")) sb_putc(sb, ' '), value_text(sb, NULL, json_object_get(b, "value"));
  } else {
    sb_puts(sb, "went wrong: [");
    html_text(sb, sget(b, "kind"));
    sb_puts(sb, "] ");
    html_text(sb, sget(b, "reason"));
    sb_puts(sb, " at ");
    html_text(sb, sget(b, "loc"));
  }
  const json_t *o;
  size_t i;
  json_array_foreach(json_object_get(b, "output"), i, o) {
    const char *text = sget(o, "text");
    if (!*text) continue;
    sb_puts(sb, "<div class=\"out\">");
    html_text(sb, sget(o, "stream"));
    sb_puts(sb, ":</div><pre>");
    html_text(sb, text);
    sb_puts(sb, "</pre>");
  }
  sb_puts(sb, "</td>");
}

/* Verdicts sort worst first: the sort key is the rank, then the name. */
static int verdict_rank(const char *v) {
  static const char *const order[] = {"behaviour_changed", "goes_wrong", "changed_only_where_old_unsafe", "unknown",
                                      "equivalent", "safe"};
  for (int i = 0; i < 6; i++)
    if (!strcmp(v, order[i])) return i;
  return 6;
}

static void row(strbuf *sb, const json_t *f) {
  /* equiv diff's verdict, or equiv check's statement (then "input" holds the counterexample) */
  const char *v = json_string_value(json_object_get(f, "verdict")) ? sget(f, "verdict") : sget(f, "statement");
  sb_puts(sb, "<tr class=\"unit\" data-verdict=\"");
  html_text(sb, v);
  sb_puts(sb, "\"><td class=\"file\">");
  html_text(sb, json_string_value(json_object_get(f, "loc")) ? sget(f, "loc") : sget(f, "file"));
  sb_puts(sb, "</td><td class=\"function\">");
  html_text(sb, sget(f, "name"));
  sb_printf(sb, "</td><td class=\"verdict\" data-key=\"%d ", verdict_rank(v));
  html_text(sb, v);
  sb_puts(sb, "\">");
  html_text(sb, v);
  /* relies on a contract that is not proved (docs/contracts.md): said by the verdict */
  if (json_is_true(json_object_get(f, "conditional"))) sb_puts(sb, " <span class=\"conditional\">(conditional)</span>");
  sb_puts(sb, "</td><td class=\"change\">");
  html_text(sb, sget(f, "change"));
  if (!strcmp(sget(f, "change"), "renamed")) {
    sb_puts(sb, " from ");
    html_text(sb, sget(f, "old_file"));
    sb_putc(sb, ':');
    html_text(sb, sget(f, "old_name"));
  }
  const json_t *c;
  size_t i;
  json_array_foreach(json_object_get(f, "changed_callees"), i, c) {
    sb_puts(sb, i ? ", " : "<br>through ");
    html_text(sb, json_string_value(c) ? json_string_value(c) : "?");
  }
  if (json_is_true(json_object_get(f, "cached"))) sb_puts(sb, "<br>(cached)");
  sb_puts(sb, "</td><td class=\"reason\">");
  html_text(sb, sget(f, "reason"));
  if (*sget(f, "proof")) sb_puts(sb, *sget(f, "reason") ? "<br>proof: " : "proof: "), html_text(sb, sget(f, "proof"));
  if (json_is_true(json_object_get(f, "vacuous"))) sb_puts(sb, "<br>vacuous: "), html_text(sb, sget(f, "vacuity"));
  sb_puts(sb, "</td><td class=\"input\">");
  const json_t *cex = json_object_get(f, "counterexample"), *in0 = json_object_get(f, "input");
  if (json_is_object(in0)) {
    html_text(sb, sget(f, "name"));
    sb_putc(sb, '(');
    const json_t *in;
    json_array_foreach(json_object_get(in0, "inputs"), i, in) {
      if (i) sb_puts(sb, ", ");
      if (*sget(in, "name")) html_text(sb, sget(in, "name")), sb_puts(sb, " = ");
      value_text(sb, in, json_object_get(in, "value"));
    }
    sb_puts(sb, ")</td>");
    behaviour_cell(sb, "old", json_object_get(in0, "behaviour"));
    sb_puts(sb, "<td class=\"new\"></td>");
  } else if (json_is_object(cex)) {
    html_text(sb, sget(f, "name"));
    sb_putc(sb, '(');
    const json_t *in;
    json_array_foreach(json_object_get(cex, "inputs"), i, in) {
      if (i) sb_puts(sb, ", ");
      if (*sget(in, "name")) html_text(sb, sget(in, "name")), sb_puts(sb, " = ");
      value_text(sb, in, json_object_get(in, "value"));
    }
    sb_puts(sb, ")</td>");
    behaviour_cell(sb, "old", json_object_get(cex, "old"));
    behaviour_cell(sb, "new", json_object_get(cex, "new"));
  } else {
    sb_puts(sb, "</td><td class=\"old\"></td><td class=\"new\"></td>");
  }
  sb_puts(sb, "<td class=\"assumptions\">");
  const json_t *as;
  json_array_foreach(json_object_get(f, "assumptions"), i, as) {
    if (i) sb_puts(sb, "<br>");
    html_text(sb, json_string_value(as) ? json_string_value(as) : "?");
  }
  double secs = json_number_value(json_object_get(f, "seconds"));
  sb_printf(sb, "</td><td class=\"seconds\" data-key=\"%.6f\">%.3f</td></tr>\n", secs, secs);
}

/* Sorting: a click on a column's header sorts by it (again: the other way) and records the order in
 * the address's fragment (#sort=verdict, #sort=-seconds), which is read on load, so a sorted view
 * can be bookmarked and a test can open one. Ties keep the report's order (leaves first). */
static const char script[] =
  "(function () {\n"
  "  var table = document.getElementById('units');\n"
  "  if (!table) return;\n"
  "  var heads = table.tHead.rows[0].cells, body = table.tBodies[0];\n"
  "  var original = Array.prototype.slice.call(body.rows);\n"
  "  function col(name) {\n"
  "    for (var i = 0; i < heads.length; i++) if (heads[i].getAttribute('data-col') === name) return i;\n"
  "    return -1;\n"
  "  }\n"
  "  function key(row, i, numeric) {\n"
  "    var c = row.cells[i], k = c.getAttribute('data-key');\n"
  "    if (k === null) k = c.textContent;\n"
  "    return numeric ? parseFloat(k) : k;\n"
  "  }\n"
  "  function sortBy(name, desc) {\n"
  "    var i = col(name);\n"
  "    if (i < 0) return;\n"
  "    var numeric = heads[i].getAttribute('data-numeric') === '1';\n"
  "    var rows = original.map(function (r, n) { return [key(r, i, numeric), n, r]; });\n"
  "    rows.sort(function (a, b) {\n"
  "      var c = a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0;\n"
  "      return (desc ? -c : c) || a[1] - b[1];\n"
  "    });\n"
  "    rows.forEach(function (r) { body.appendChild(r[2]); });\n"
  "    for (var h = 0; h < heads.length; h++) heads[h].removeAttribute('aria-sort');\n"
  "    heads[i].setAttribute('aria-sort', desc ? 'descending' : 'ascending');\n"
  "    table.setAttribute('data-sorted', (desc ? '-' : '') + name);\n"
  "  }\n"
  "  function fromHash() {\n"
  "    var m = /(?:^#|&)sort=(-?)([a-z_]+)/.exec(location.hash);\n"
  "    if (m) sortBy(m[2], m[1] === '-');\n"
  "  }\n"
  "  for (var h = 0; h < heads.length; h++) {\n"
  "    heads[h].addEventListener('click', function (e) {\n"
  "      var name = e.currentTarget.getAttribute('data-col');\n"
  "      var desc = table.getAttribute('data-sorted') === name;\n"
  "      location.hash = 'sort=' + (desc ? '-' : '') + name;\n"
  "    });\n"
  "  }\n"
  "  window.addEventListener('hashchange', fromHash);\n"
  "  fromHash();\n"
  "})();\n";

static const char style[] =
  "body{font-family:sans-serif;margin:1em;color:#222}"
  "table{border-collapse:collapse;font-size:90%}"
  "th,td{border:1px solid #ccc;padding:3px 6px;vertical-align:top;text-align:left}"
  "th{background:#eee;cursor:pointer;user-select:none}"
  "th[aria-sort=ascending]::after{content:' \\25B2'}th[aria-sort=descending]::after{content:' \\25BC'}"
  "pre{margin:2px 0;white-space:pre-wrap}"
  ".out{color:#666;font-size:85%}"
  "tr[data-verdict=behaviour_changed] .verdict{background:#f8c8c8}"
  "tr[data-verdict=changed_only_where_old_unsafe] .verdict{background:#fbe3b0}"
  "tr[data-verdict=unknown] .verdict{background:#ddd}"
  "tr[data-verdict=equivalent] .verdict{background:#c8ecc8}"
  ".summary td{border:none;padding:1px 8px 1px 0}";

static void summary_row(strbuf *sb, const char *label, const char *text) {
  sb_puts(sb, "<tr><td>");
  html_text(sb, label);
  sb_puts(sb, "</td><td>");
  html_text(sb, text);
  sb_puts(sb, "</td></tr>\n");
}

static void unit_list(strbuf *sb, const json_t *rep, const char *member, const char *label) {
  const json_t *arr = json_object_get(rep, member), *u;
  size_t i;
  if (!json_array_size(arr)) return;
  sb_puts(sb, "<p class=\"");
  html_text(sb, member);
  sb_puts(sb, "\">");
  html_text(sb, label);
  json_array_foreach(arr, i, u) {
    sb_puts(sb, i ? ", " : ": ");
    html_text(sb, json_string_value(u) ? json_string_value(u) : "?");
  }
  sb_puts(sb, "</p>\n");
}

char *orch_report_html(const json_t *rep) {
  strbuf sb = STRBUF_INIT;
  const json_t *in = json_object_get(rep, "inputs"), *tree = json_object_get(rep, "tree"),
               *sum = json_object_get(rep, "summary"), *fns = json_object_get(rep, "functions");
  int check = !strcmp(sget(rep, "format"), "equiv-check");
  char title[64];
  snprintf(title, sizeof title, "equiv %s: %zu functions checked", check ? "check" : "diff", json_array_size(fns));
  sb_puts(&sb, "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
               "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; "
               "style-src 'unsafe-inline'; script-src 'unsafe-inline'\">\n<title>");
  html_text(&sb, title);
  sb_printf(&sb, "</title>\n<style>%s</style>\n</head>\n<body>\n<h1>", style);
  html_text(&sb, title);
  sb_puts(&sb, "</h1>\n<table class=\"summary\">\n");
  if (check) summary_row(&sb, "path", sget(in, "path"));
  else summary_row(&sb, "old", sget(in, "old")), summary_row(&sb, "new", sget(in, "new"));
  if (*sget(in, "repository")) summary_row(&sb, "repository", sget(in, "repository"));
  summary_row(&sb, "equiv", sget(rep, "equiv_version"));
  char buf[400];
  snprintf(buf, sizeof buf, "%lld equivalent, %lld changed_only_where_old_unsafe, %lld behaviour_changed, %lld unknown",
           (long long)json_integer_value(json_object_get(sum, "equivalent")),
           (long long)json_integer_value(json_object_get(sum, "changed_only_where_old_unsafe")),
           (long long)json_integer_value(json_object_get(sum, "behaviour_changed")),
           (long long)json_integer_value(json_object_get(sum, "unknown")));
  if (check)
    snprintf(buf, sizeof buf, "%lld safe, %lld goes_wrong, %lld unknown",
             (long long)json_integer_value(json_object_get(sum, "safe")),
             (long long)json_integer_value(json_object_get(sum, "goes_wrong")),
             (long long)json_integer_value(json_object_get(sum, "unknown")));
  summary_row(&sb, check ? "statements" : "verdicts", buf);
  if (json_is_object(tree)) {
    snprintf(buf, sizeof buf, "%lld checked (%lld from the cache, %lld proved now), %lld unchanged and not checked",
             (long long)json_integer_value(json_object_get(tree, "checked")),
             (long long)json_integer_value(json_object_get(tree, "from_cache")),
             (long long)json_integer_value(json_object_get(tree, "proved_now")),
             (long long)json_integer_value(json_object_get(tree, "unchanged")));
    summary_row(&sb, "functions", buf);
  }
  sb_puts(&sb, "</table>\n");
  unit_list(&sb, rep, "removed", "removed (only in the old version)");
  unit_list(&sb, rep, "added", "added (only in the new version)");
  sb_printf(&sb, "<table id=\"units\">\n<thead><tr>"
               "<th data-col=\"file\">place</th><th data-col=\"function\">function</th>"
               "<th data-col=\"verdict\">%s</th><th data-col=\"change\">change</th>"
               "<th data-col=\"reason\">reason</th><th data-col=\"input\">counterexample</th>"
               "<th data-col=\"old\">%s</th><th data-col=\"new\">%s</th>",
            check ? "statement" : "verdict", check ? "behaviour" : "old", check ? "" : "new");
  sb_puts(&sb, ""
               "<th data-col=\"assumptions\">assumptions</th>"
               "<th data-col=\"seconds\" data-numeric=\"1\">seconds</th></tr></thead>\n<tbody>\n");
  const json_t *f;
  size_t i;
  json_array_foreach(fns, i, f) row(&sb, f);
  sb_printf(&sb, "</tbody>\n</table>\n<script>\n%s</script>\n</body>\n</html>\n", script);
  return sb_take(&sb);
}
