/* bc-changed-default, new: default port 8080. */
int port_or_default(int p) {
  return p > 0 ? p : 8080;
}
