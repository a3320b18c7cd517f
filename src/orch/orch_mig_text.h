/* orch_mig_text.h — the COBOL inputs' records as a translation's text (orch_mig_text.c). */
#ifndef EQUIV_ORCH_ORCH_MIG_TEXT_H
#define EQUIV_ORCH_ORCH_MIG_TEXT_H

#include "core/strbuf.h"
#include "orch/orch_iface.h"
#include "orch/orch_mig_stmt.h"
#include "rel/behaviour.h"

/* Code point u appended to sb in enc (Latin-1: one byte, u at most 0xFF). */
void orch_mig_put_char(strbuf *sb, orch_ienc enc, unsigned u);
/* The bytes of record rec (an AGG value of byte fields) appended to sb. */
void orch_mig_record_bytes(const rel_value *rec, strbuf *sb);
/* Input i's records (value v) as the translation's file, or standard input for the SYSIN cards,
 * appended to sb. Returns 0, or -1 when a character has no Latin-1 byte (code page 1140's euro). */
int orch_mig_input_text(const orch_mig_stmt *s, const orch_iface *f, int i, const rel_value *v, strbuf *sb);

#endif
