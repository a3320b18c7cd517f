/* A library's error-message table of 40 entries, each longer than 16 characters: the string and
 * strlen of each (a string literal's length is a constant of the program, C11 6.4.5p6). */
#include <string.h>

static const char *const msgs[] = {
  "invalid file size in section 0",
  "invalid stream value in section 1",
  "invalid buffer state in section 2",
  "invalid header size in section 3",
  "invalid checksum value in section 4",
  "invalid window state in section 5",
  "invalid dictionary size in section 6",
  "invalid block value in section 7",
  "invalid length state in section 8",
  "invalid code size in section 9",
  "invalid file value in section 10",
  "invalid stream state in section 11",
  "invalid buffer size in section 12",
  "invalid header value in section 13",
  "invalid checksum state in section 14",
  "invalid window size in section 15",
  "invalid dictionary value in section 16",
  "invalid block state in section 17",
  "invalid length size in section 18",
  "invalid code value in section 19",
  "invalid file state in section 20",
  "invalid stream size in section 21",
  "invalid buffer value in section 22",
  "invalid header state in section 23",
  "invalid checksum size in section 24",
  "invalid window value in section 25",
  "invalid dictionary state in section 26",
  "invalid block size in section 27",
  "invalid length value in section 28",
  "invalid code state in section 29",
  "invalid file size in section 30",
  "invalid stream value in section 31",
  "invalid buffer state in section 32",
  "invalid header size in section 33",
  "invalid checksum value in section 34",
  "invalid window state in section 35",
  "invalid dictionary size in section 36",
  "invalid block value in section 37",
  "invalid length state in section 38",
  "invalid code size in section 39"};

const char *zmsg(unsigned code) { return code < 40 ? msgs[code] : "unknown error"; }

size_t zmsg_len(unsigned code) { return code < 40 ? strlen(msgs[code]) : 0; }
