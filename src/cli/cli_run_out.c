/* cli_run_out.c — printing a run's behaviour (cli_run_out.h). */
#include "cli/cli_run_out.h"

#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void cli_print_run(const rel_behaviour *b, int json, const char *key, const char *shown, int streams) {
  if (json) {
    json_t *j = rel_behaviour_json(b);
    if (key && shown) json_object_set_new(j, key, json_string(shown));
    char *text = json_dumps(j, JSON_PRESERVE_ORDER | JSON_INDENT(1));
    json_decref(j);
    if (text) {
      puts(text);
      free(text);
    }
    return;
  }
  for (int i = 0; i < b->nrecords; i++) {
    const char *s = b->records[i].stream;
    FILE *to = !strcmp(s, "stdout") ? stdout : NULL;
    if (streams == CLI_RUN_BOTH_STREAMS) to = b->wrong || !strncmp(s, "file:", 5) ? NULL : strcmp(s, "stderr") ? stdout : stderr;
    if (to) fwrite(b->records[i].data, 1, b->records[i].len, to);
  }
  fflush(stdout);
  fflush(stderr);
  char buf[4096];
  if (shown)
    fprintf(stderr, "returned %s\n", shown);
  else
    fprintf(stderr, "%s\n", rel_behaviour_text(b, buf, sizeof buf));
}
