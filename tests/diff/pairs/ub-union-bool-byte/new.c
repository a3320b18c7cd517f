/* The byte tested as a byte: any nonzero byte is "on". */
int flag_of(unsigned char b) { return b ? 10 : 20; }
