/* bc-byte-cast, new: low byte as signed char. */
int low_byte(int x) {
  return (signed char)x;
}
