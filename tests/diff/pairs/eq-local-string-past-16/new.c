/* eq-local-string-past-16, new: the same results without building the strings: the letter chosen
 * directly, the slot compared as a number, the path's length from the literals' sizes. */
int level_letter(int level) {
  if (level > 2) return 'E';
  if (level > 1) return 'W';
  return 'I';
}

int is_default_name(int id) { return id % 10 == 0; }

int config_path_len(int system_wide) {
  int dir = system_wide ? (int)sizeof "/etc/equiv/" - 1 : (int)sizeof "/home/user/.config/equiv/" - 1;
  return dir + (int)sizeof "settings.conf" - 1;
}
