/* new (wrong twin of eq-crc32-table-bitwise): the byte step with a typo in the polynomial, computed bit by bit, without the table. */
unsigned crc32_byte(unsigned crc, unsigned char b) {
  crc ^= b;
  for (int k = 0; k < 8; k++)
    crc = crc & 1u ? (crc >> 1) ^ 0xEDB88321u : crc >> 1;
  return crc;
}
