/* The same messages built by a switch, their lengths from a table of numbers. */
#include <stddef.h>

const char *zmsg(unsigned code) {
  switch (code) {
  case 0: return "invalid file size in section 0";
  case 1: return "invalid stream value in section 1";
  case 2: return "invalid buffer state in section 2";
  case 3: return "invalid header size in section 3";
  case 4: return "invalid checksum value in section 4";
  case 5: return "invalid window state in section 5";
  case 6: return "invalid dictionary size in section 6";
  case 7: return "invalid block value in section 7";
  case 8: return "invalid length state in section 8";
  case 9: return "invalid code size in section 9";
  case 10: return "invalid file value in section 10";
  case 11: return "invalid stream state in section 11";
  case 12: return "invalid buffer size in section 12";
  case 13: return "invalid header value in section 13";
  case 14: return "invalid checksum state in section 14";
  case 15: return "invalid window size in section 15";
  case 16: return "invalid dictionary value in section 16";
  case 17: return "invalid block state in section 17";
  case 18: return "invalid length size in section 18";
  case 19: return "invalid code value in section 19";
  case 20: return "invalid file state in section 20";
  case 21: return "invalid stream size in section 21";
  case 22: return "invalid buffer value in section 22";
  case 23: return "invalid header state in section 23";
  case 24: return "invalid checksum size in section 24";
  case 25: return "invalid window value in section 25";
  case 26: return "invalid dictionary state in section 26";
  case 27: return "invalid block size in section 27";
  case 28: return "invalid length value in section 28";
  case 29: return "invalid code state in section 29";
  case 30: return "invalid file size in section 30";
  case 31: return "invalid stream value in section 31";
  case 32: return "invalid buffer state in section 32";
  case 33: return "invalid header size in section 33";
  case 34: return "invalid checksum value in section 34";
  case 35: return "invalid window state in section 35";
  case 36: return "invalid dictionary size in section 36";
  case 37: return "invalid block value in section 37";
  case 38: return "invalid length state in section 38";
  case 39: return "invalid code size in section 39";
  default: return "unknown error";
  }
}

static const unsigned char lens[] = {30, 33, 33, 32, 35, 33, 36, 32, 33, 30, 32, 34, 33, 34, 36, 33, 38, 33, 33, 32, 32, 33, 34, 34, 35, 34, 38, 32, 34, 32, 31, 34, 34, 33, 36, 34, 37, 33, 34, 31};

size_t zmsg_len(unsigned code) { return code < 40 ? lens[code] : 0; }
