/* bc-changed-default, old: default port 80. */
int port_or_default(int p) {
  return p > 0 ? p : 80;
}
