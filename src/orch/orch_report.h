/* orch_report.h — the tree diff's reports, made from its verdict JSON: SARIF 2.1.0 (code-scanning
 * results), JUnit XML (one test case per function) and a standalone HTML page (orch_report_html.c).
 * Written atomically. */
#ifndef EQUIV_ORCH_ORCH_REPORT_H
#define EQUIV_ORCH_ORCH_REPORT_H

#include <jansson.h>
#include <stddef.h>

/* The SARIF 2.1.0 log of report rep (docs/orchestrator.md): one result per behaviour_changed or
 * changed_only_where_old_unsafe function (error / note), with its location, the counterexample in
 * the message and the verdict as a property; the caller json_decref's it. */
json_t *orch_report_sarif(const json_t *rep);

/* The JUnit XML of report rep: a test suite per file, a test case per function checked (failure:
 * behaviour_changed; skipped: unknown, with its reason), into a heap string the caller frees. */
char *orch_report_junit(const json_t *rep);

/* The standalone HTML report of rep (docs/orchestrator.md): a summary and a table with a row per
 * function checked (place, name, verdict, change, reason, counterexample, both replayed behaviours,
 * assumptions, seconds), sortable by a click on a column or by the fragment #sort=[-]COLUMN; every
 * text HTML-escaped, no resource outside the file. A heap string the caller frees. */
char *orch_report_html(const json_t *rep);

/* Writes each report asked for (path NULL: not written). Returns 0, or -1 with a one-line reason
 * in err. */
int orch_report_write(const json_t *rep, const char *sarif_path, const char *junit_path, const char *html_path,
                      char *err, size_t errn);

#endif
