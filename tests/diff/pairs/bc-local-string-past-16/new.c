/* bc-local-string-past-16, new: the wrong twins of eq-local-string-past-16's new version, each
 * differing from old only where a scan has gone past 16 characters. */
int level_letter(int level) {
  if (level > 2) return 'E';
  if (level > 1) return 'W';
  return 'i'; /* the letter's case changed */
}

int is_default_name(int id) { return id == 0; } /* slot 10, 20, -10, … no longer slot 0 */

int config_path_len(int system_wide) {
  /* the home directory's trailing '/' forgotten */
  int dir = system_wide ? (int)sizeof "/etc/equiv/" - 1 : (int)sizeof "/home/user/.config/equiv" - 1;
  return dir + (int)sizeof "settings.conf" - 1;
}
