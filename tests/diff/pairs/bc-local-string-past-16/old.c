/* bc-local-string-past-16, old (as eq-local-string-past-16): strings of more than 16 characters that the function itself writes
 * into local buffers (a log line's prefix, a default name, a configuration path), then scanned by
 * strchr, compared by strcmp and measured by strlen. */
#include <string.h>

/* The level letter of a log line, found again after the line was built: the character before
 * the first ':' (at index 21, past a 20-character prefix). */
int level_letter(int level) {
  char line[40];
  strcpy(line, "[equiv.core.worker] ");
  line[20] = level > 2 ? 'E' : level > 1 ? 'W' : 'I';
  line[21] = ':';
  line[22] = '\0';
  const char *p = strchr(line, ':');
  return p ? p[-1] : -1;
}

/* Whether a worker's default name is that of pool slot 0: the name built from the id's last
 * decimal digit (a negative id gives a character before '0') and compared whole. */
int is_default_name(int id) {
  char name[32];
  strcpy(name, "worker-thread-pool-");
  name[19] = (char)('0' + id % 10);
  name[20] = '\0';
  return strcmp(name, "worker-thread-pool-0") == 0;
}

/* The length of a configuration file's path, joined in a local buffer. */
int config_path_len(int system_wide) {
  char buf[64];
  if (system_wide)
    strcpy(buf, "/etc/equiv/");
  else
    strcpy(buf, "/home/user/.config/equiv/");
  strcpy(buf + strlen(buf), "settings.conf");
  return (int)strlen(buf);
}
