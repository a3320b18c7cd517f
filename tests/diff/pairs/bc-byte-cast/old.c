/* bc-byte-cast, old: low byte as unsigned char. */
int low_byte(int x) {
  return (unsigned char)x;
}
