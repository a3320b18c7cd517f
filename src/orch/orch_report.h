/* orch_report.h — the tree diff's report for CI systems, made from its verdict JSON: SARIF 2.1.0
 * (code-scanning results) and JUnit XML (one test case per function). Written atomically. */
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

/* Writes both as asked (path NULL: not written). Returns 0, or -1 with a one-line reason in err. */
int orch_report_write(const json_t *rep, const char *sarif_path, const char *junit_path, char *err, size_t errn);

#endif
