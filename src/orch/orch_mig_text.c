/* orch_mig_text.c — the records of the COBOL inputs as the translation's files hold them
 * (docs/migrate-interface.md): each EBCDIC byte through the code page to its character, written
 * in Latin-1 or UTF-8, one line per record or back to back. */
#include "orch/orch_mig_text.h"

/* Code point u appended in enc (Latin-1: one byte; u > 0xFF cannot be: the caller checked). */
void orch_mig_put_char(strbuf *sb, orch_ienc enc, unsigned u) {
  if (enc == ORCH_IE_LATIN1 || u < 0x80) {
    sb_putc(sb, (char)u);
  } else if (u < 0x800) {
    sb_putc(sb, (char)(0xC0 | u >> 6));
    sb_putc(sb, (char)(0x80 | (u & 0x3F)));
  } else {
    sb_putc(sb, (char)(0xE0 | u >> 12));
    sb_putc(sb, (char)(0x80 | (u >> 6 & 0x3F)));
    sb_putc(sb, (char)(0x80 | (u & 0x3F)));
  }
}

/* The bytes of record rec (an AGG value of byte fields). */
void orch_mig_record_bytes(const rel_value *rec, strbuf *sb) {
  for (int j = 0; j < rec->n; j++) sb_append(sb, rec->items[j].text, rec->items[j].len);
}

/* Input i's records as the translation's file (or standard input) into sb. Returns 0, or -1 when
 * a character has no Latin-1 byte (code page 1140's euro sign). */
int orch_mig_input_text(const orch_mig_stmt *s, const orch_iface *f, int i, const rel_value *v, strbuf *sb) {
  int sysin = s->arg_of[i] < 0;
  const orch_ifile *x = sysin ? NULL : &f->files[s->arg_of[i]];
  orch_ienc enc = x ? x->enc : ORCH_IE_LATIN1;
  int line = !x || x->format == ORCH_IF_LINE;
  strbuf rb = STRBUF_INIT;
  for (int k = 0; k < v->n; k++) {
    sb_clear(&rb);
    orch_mig_record_bytes(&v->items[k], &rb);
    size_t n = rb.len;
    if (sysin)
      while (n && (unsigned char)rb.data[n - 1] == 0x40) n--; /* a card's trailing spaces */
    for (size_t j = 0; j < n; j++) {
      unsigned u = orch_mig_char(f->codepage, (unsigned char)rb.data[j]);
      if (enc == ORCH_IE_LATIN1 && u > 0xFF) {
        sb_free(&rb);
        return -1;
      }
      orch_mig_put_char(sb, enc, u);
    }
    if (line) sb_putc(sb, '\n');
  }
  sb_free(&rb);
  return 0;
}
