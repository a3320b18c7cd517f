/* rs_io.c — std::io for batch programs: standard input read by lines, read_line and
 * read_to_string; writes to stdout and stderr as output records; str::parse of integers. Written
 * from std's documentation (std::io::BufRead::read_line and lines, std::io::Stdin, core::str::
 * FromStr for integers, core::num::IntErrorKind) and checked against rustc-built binaries
 * (tests/rust/run/io*.rs, run on the same input). */
#include <string.h>

#include "lang/rust/rs_fmt.h"
#include "lang/rust/rs_heap.h"
#include "lang/rust/rs_io.h"
#include "lang/rust/rs_iter.h"

#define ends rs_path_ends

/* The handles: values without state (the input's position is the run's, as std's buffered
 * stdin is one for the process). */
static rs_variant h_vars[] = {{"Stdin", 0, 0, NULL, 1, NULL}, {"Stdout", 0, 0, NULL, 1, NULL}, {"Stderr", 0, 0, NULL, 1, NULL},
                              {"File", 0, 1, NULL, 0, NULL}, {"BufWriter", 0, 1, NULL, 0, NULL}};
static rs_adt h_adts[] = {{"Stdin", 0, 1, &h_vars[0]}, {"Stdout", 0, 1, &h_vars[1]}, {"Stderr", 0, 1, &h_vars[2]},
                          {"File", 0, 1, &h_vars[3]}, {"BufWriter", 0, 1, &h_vars[4]}};
/* H_FILE: a File (and a BufReader or BufWriter of one), its handle; H_BOUT: a BufWriter over
 * stdout (below), its id */
enum { H_IN, H_OUT, H_ERR, H_FILE, H_BOUT, H_COUNT };

/* io::Error for a file that is not there, as its Debug shows it on Linux */
static rs_variant enoent_var = {"Os { code: 2, kind: NotFound, message: \"No such file or directory\" }", 0, 0, NULL, 0, NULL};
static rs_adt enoent_adt = {"Error", 0, 1, &enoent_var};

/* ParseIntError { kind: IntErrorKind } (its Debug form is what unwrap's panic shows) */
static const char *pie_fields[] = {"kind"};
static rs_variant pie_var = {"ParseIntError", 0, 1, pie_fields, 1, NULL};
static rs_adt pie_adt = {"ParseIntError", 0, 1, &pie_var};
static rs_variant iek_vars[] = {{"Empty", 0, 0, NULL, 0, NULL}, {"InvalidDigit", 1, 0, NULL, 0, NULL},
                                {"PosOverflow", 2, 0, NULL, 0, NULL}, {"NegOverflow", 3, 0, NULL, 0, NULL}};
static rs_adt iek_adt = {"IntErrorKind", 1, 4, iek_vars};
enum { IEK_EMPTY, IEK_INVALID, IEK_POS, IEK_NEG };

static int handle_of(const rs_val *v) {
  v = rv_deref(v);
  for (int i = 0; i < H_COUNT; i++)
    if (v->k == V_ADT && v->adt == &h_adts[i]) return i;
  return -1;
}

static rs_val ok(rx *x, rs_val v) {
  rs_val r = rv_adt(x, rs_find_adt(x->p, "Result"), 0, 1);
  r.items[0] = v;
  return r;
}

/* Whether s[0..n) is UTF-8 (std's read_line and lines fail with InvalidData otherwise). */
static int utf8_ok(const unsigned char *s, long n) {
  for (long i = 0; i < n;) {
    unsigned c = s[i];
    int k = c < 0x80 ? 1 : (c & 0xe0) == 0xc0 ? 2 : (c & 0xf0) == 0xe0 ? 3 : (c & 0xf8) == 0xf0 ? 4 : 0;
    if (!k || i + k > n) return 0;
    uint32_t cp = k == 1 ? c : k == 2 ? c & 0x1f : k == 3 ? c & 0x0f : c & 0x07;
    for (int j = 1; j < k; j++) {
      if ((s[i + j] & 0xc0) != 0x80) return 0;
      cp = cp << 6 | (s[i + j] & 0x3f);
    }
    /* overlong forms, surrogates and code points past U+10FFFF are not UTF-8 */
    if ((k == 2 && cp < 0x80) || (k == 3 && cp < 0x800) || (k == 4 && cp < 0x10000) || (cp >= 0xd800 && cp <= 0xdfff) ||
        cp > 0x10ffff)
      return 0;
    i += k;
  }
  return 1;
}

static int have_input(rx *x, const char *loc) {
  if (x->inlen >= 0) return 1;
  rx_wrong(x, REL_W_UNSUPPORTED, loc, "a read of standard input (it is not an input here: equiv rust run --stdin FILE gives one)");
  return 0;
}

/* The bytes a source reads (standard input for src -1, else open file src) and its position. */
static void source(rx *x, int src, const char **data, long *len, long **pos) {
  if (src < 0) {
    *data = x->in, *len = x->inlen, *pos = &x->inpos;
    return;
  }
  const rs_file *f = &x->files[x->h[src].idx];
  *data = f->data, *len = f->len, *pos = &x->h[src].pos;
}

/* BufRead::read_line: the bytes up to and including the next '\n' (or to the end), in *s, *n. */
static int take_line(rx *x, int src, const char **s, long *n, const char *loc) {
  if (src < 0 && !have_input(x, loc)) return -1;
  const char *d;
  long len, *pos;
  source(x, src, &d, &len, &pos);
  long i = *pos;
  while (i < len && d[i] != '\n') i++;
  if (i < len) i++;
  *s = d + *pos;
  *n = i - *pos;
  if (!utf8_ok((const unsigned char *)*s, *n)) {
    rx_wrong(x, REL_W_UNSUPPORTED, loc, "input that is not UTF-8 (std's read gives an InvalidData error)");
    return -1;
  }
  *pos = i;
  x->ioops++;
  /* a read costs fuel, so a loop over a huge input runs out of it rather than hanging */
  if (--x->fuel < 0) {
    rx_wrong(x, REL_W_OUT_OF_FUEL, loc, "fuel exhausted");
    return -1;
  }
  return 0;
}

int rs_io_next_line(rx *x, int src, rs_val *item, const char *loc) {
  const char *s;
  long n;
  if (take_line(x, src, &s, &n, loc) < 0) return -1;
  if (n == 0) return 0;
  /* Lines strips the "\n" and then a "\r" before it (std::io::Lines) */
  if (s[n - 1] == '\n') {
    n--;
    if (n > 0 && s[n - 1] == '\r') n--;
  }
  *item = ok(x, rh_string(x, s, n));
  return 1;
}

int rs_io_next_piece(rx *x, int src, int delim, rs_val *item, const char *loc) {
  /* BufRead::split (std::io::Split::next): read_until the delimiter; nothing read is the end, a
   * piece is its bytes without the delimiter (a last one without it too), no UTF-8 check */
  if (src < 0 && !have_input(x, loc)) return -1;
  const char *d;
  long len, *pos;
  source(x, src, &d, &len, &pos);
  if (*pos >= len) return 0;
  long i = *pos;
  while (i < len && (unsigned char)d[i] != (unsigned)delim) i++;
  rs_val v = rh_vec(x, i - *pos);
  for (long k = *pos; k < i; k++) {
    rs_val b = rv_int((unsigned char)d[k], 8, 0);
    rh_push(x, &v, &b);
  }
  *pos = i < len ? i + 1 : i;
  x->ioops++;
  if (--x->fuel < 0) {
    rx_wrong(x, REL_W_OUT_OF_FUEL, loc, "fuel exhausted");
    return -1;
  }
  *item = ok(x, v);
  return 1;
}

/* The String a &mut String argument points to. */
static rs_val *string_arg(rs_val *a) {
  while (a->k == V_REF && a->len < 0 && a->tgt) a = a->tgt;
  return a->k == V_STRING ? a : NULL;
}

/* <T as FromStr>::from_str for an integer type of width w, signedness sg: std's from_str_radix
 * with radix 10 (core::num): a sign alone is InvalidDigit, '+' may lead, '-' only for a signed
 * type; at each digit the multiplication is checked after the digit is (an invalid digit past an
 * overflowing prefix is InvalidDigit), then the addition. */
static int parse_int(const char *s, long n, int w, int sg, uint64_t *v) {
  if (n == 0) return IEK_EMPTY;
  if (n == 1 && (s[0] == '+' || s[0] == '-')) return IEK_INVALID;
  int neg = 0;
  if (s[0] == '+') s++, n--;
  else if (s[0] == '-' && sg) s++, n--, neg = 1;
  __int128 lo = sg ? -((__int128)1 << (w - 1)) : 0, hi = sg ? ((__int128)1 << (w - 1)) - 1 : ((__int128)1 << w) - 1;
  __int128 r = 0;
  for (long i = 0; i < n; i++) {
    __int128 mul = r * 10;
    int mul_ok = mul >= lo && mul <= hi;
    if (s[i] < '0' || s[i] > '9') return IEK_INVALID;
    if (!mul_ok) return neg ? IEK_NEG : IEK_POS;
    r = neg ? mul - (s[i] - '0') : mul + (s[i] - '0');
    if (r < lo || r > hi) return neg ? IEK_NEG : IEK_POS;
  }
  *v = (uint64_t)r;
  return -1;
}

static int have_files(rx *x, const char *loc) {
  if (x->nfiles >= 0) return 1;
  rx_wrong(x, REL_W_UNSUPPORTED, loc, "a file (the file system is not an input here: equiv rust run --file NAME=PATH gives one)");
  return 0;
}

static int new_handle(rx *x, int rd, int idx) {
  x->ioops++;
  if (x->nh == x->caph) {
    int cap = x->caph ? x->caph * 2 : 8;
    struct rx_handle *h = arena_alloc(x->a, sizeof *h * (size_t)cap);
    if (x->nh) memcpy(h, x->h, sizeof *h * (size_t)x->nh);
    x->h = h, x->caph = cap;
  }
  x->h[x->nh] = (struct rx_handle){rd, idx, 0, 0, 0};
  return x->nh++;
}

static rs_val file_val(rx *x, int handle) {
  rs_val v = rv_adt(x, &h_adts[H_FILE], 0, 1);
  v.items[0] = rv_int((uint64_t)handle, 64, 0);
  return v;
}

/* The written file named name[0..n) (-1: none). */
static int wfile(rx *x, const char *name, long n) {
  for (int i = 0; i < x->nwf; i++)
    if ((long)strlen(x->wf[i].name) == n && !memcmp(x->wf[i].name, name, (size_t)n)) return i;
  return -1;
}

/* File::create: an empty file of that name (an existing one of the run emptied), for writing */
static int create_file(rx *x, const char *name, long n) {
  int w = wfile(x, name, n);
  if (w < 0) {
    if (x->nwf == x->capwf) {
      int cap = x->capwf ? x->capwf * 2 : 4;
      struct rx_wfile *f = arena_alloc(x->a, sizeof *f * (size_t)cap);
      if (x->nwf) memcpy(f, x->wf, sizeof *f * (size_t)x->nwf);
      x->wf = f, x->capwf = cap;
    }
    w = x->nwf++;
    x->wf[w] = (struct rx_wfile){arena_strndup(x->a, name, (size_t)n), NULL, 0, 0};
  }
  x->wf[w].n = 0;
  x->ioops++;
  return w;
}

static void file_write(rx *x, int w, const char *s, size_t n) {
  x->ioops++;
  if (!n) return; /* an empty write (write_all of an empty line): nothing to copy */
  struct rx_wfile *f = &x->wf[w];
  if (f->n + n > f->cap) {
    size_t cap = (f->n + n) * 2 + 64;
    char *b = arena_alloc(x->a, cap);
    if (f->n) memcpy(b, f->buf, f->n);
    f->buf = b, f->cap = cap;
  }
  memcpy(f->buf + f->n, s, n);
  f->n += n;
}

/* std::fs and File: 1 handled, 0 not one of these, -1 stopped. */
static int file_call(rx *x, const char *c, rs_val *a, int n, rs_val *out, const char *loc) {
  const char *nm;
  long nl;
  const rs_adt *res = rs_find_adt(x->p, "Result");
  int open = ends(c, "File::open") && n == 1, create = ends(c, "File::create") && n == 1;
  int rd_all = ends(c, "fs::read_to_string") && n == 1, wr_all = ends(c, "fs::write") && n == 2;
  int rd_bytes = ends(c, "fs::read") && n == 1; /* std::fs::read: the bytes, no UTF-8 check */
  rd_all |= rd_bytes;
  if (!open && !create && !rd_all && !wr_all) return 0;
  if (!rh_bytes(&a[0], &nm, &nl)) return 0;
  if (!have_files(x, loc)) return -1;
  if (open || rd_all) {
    if (wfile(x, nm, nl) >= 0) {
      rx_wrong(x, REL_W_UNSUPPORTED, loc, "reading a file the run wrote");
      return -1;
    }
    int k = -1;
    for (int i = 0; i < x->nfiles && k < 0; i++)
      if ((long)strlen(x->files[i].name) == nl && !memcmp(x->files[i].name, nm, (size_t)nl)) k = i;
    if (k < 0) {
      *out = rv_adt(x, res, 1, 1);
      out->items[0] = rv_adt(x, &enoent_adt, 0, 0);
      return 1;
    }
    if (k < 64) x->given_read |= 1ull << k;
    *out = rv_adt(x, res, 0, 1);
    if (open) {
      out->items[0] = file_val(x, new_handle(x, 1, k));
      return 1;
    }
    if (rd_bytes) {
      rs_val v = rh_vec(x, x->files[k].len);
      for (long i = 0; i < x->files[k].len; i++) {
        rs_val b = rv_int((unsigned char)x->files[k].data[i], 8, 0);
        rh_push(x, &v, &b);
      }
      out->items[0] = v;
      return 1;
    }
    if (!utf8_ok((const unsigned char *)x->files[k].data, x->files[k].len)) {
      rx_wrong(x, REL_W_UNSUPPORTED, loc, "input that is not UTF-8 (std's read gives an InvalidData error)");
      return -1;
    }
    out->items[0] = rh_string(x, x->files[k].data, x->files[k].len);
    return 1;
  }
  for (int i = 0; i < x->nfiles; i++)
    if ((long)strlen(x->files[i].name) == nl && !memcmp(x->files[i].name, nm, (size_t)nl) &&
        (!x->create_over || i >= 64 || (x->given_read >> i & 1))) {
      /* with create_over, a given file not read is emptied and then written (a later open of it
       * finds the written file first: wfile above) */
      rx_wrong(x, REL_W_UNSUPPORTED, loc, "writing over a file given to read");
      return -1;
    }
  int w = create_file(x, nm, nl);
  *out = rv_adt(x, res, 0, 1);
  if (create) {
    out->items[0] = file_val(x, new_handle(x, 0, w));
    return 1;
  }
  const char *s;
  long sl;
  if (!rh_bytes(&a[1], &s, &sl)) {
    rs_val *items;
    if (!rh_items(&a[1], &items, &sl)) return 0;
    char *b = arena_alloc(x->a, (size_t)sl + 1);
    for (long i = 0; i < sl; i++) {
      if (items[i].k != V_INT || items[i].w != 8) return 0;
      b[i] = (char)items[i].bits;
    }
    s = b;
  }
  file_write(x, w, s, (size_t)sl);
  out->items[0] = rv_unit();
  return 1;
}

int rs_io_call(rx *x, const char *c, rs_val *a, int n, const rs_type *dty, rs_val *out, const char *loc) {
  const char *m = rs_path_last(c);
  /* the handles */
  if (n == 0 && (!strcmp(c, "stdin") || ends(c, "io::stdin"))) { *out = rv_adt(x, &h_adts[H_IN], 0, 0); return 1; }
  if (n == 0 && (!strcmp(c, "stdout") || ends(c, "io::stdout"))) { *out = rv_adt(x, &h_adts[H_OUT], 0, 0); return 1; }
  if (n == 0 && (!strcmp(c, "stderr") || ends(c, "io::stderr"))) { *out = rv_adt(x, &h_adts[H_ERR], 0, 0); return 1; }
  if ((ends(c, "io::_eprint") || !strcmp(c, "_eprint")) && n == 1) {
    const char *s;
    long len;
    if (rs_fmt_render(x, &a[0], &s, &len, loc) < 0) return -1;
    rx_eprint(x, s, (size_t)len);
    *out = rv_unit();
    return 1;
  }
  if (n >= 1 && (ends(c, "str::<impl str>::parse") || (strstr(c, " as FromStr>::from_str") && c[0] == '<'))) {
    const char *s;
    long len;
    if (!rh_bytes(&a[0], &s, &len)) return 0;
    /* the target type is the Ok type of the destination Result<T, ParseIntError> */
    if (!dty || dty->k != RT_ADT || strcmp(dty->name, "Result") || dty->n < 1 || dty->args[0]->k != RT_INT) return 0;
    int w = dty->args[0]->width, sg = dty->args[0]->is_signed;
    uint64_t v = 0;
    int e = parse_int(s, len, w, sg, &v);
    if (e < 0) {
      *out = ok(x, rv_int(rs_norm(v, w, sg), w, sg));
      return 1;
    }
    rs_val err = rv_adt(x, &pie_adt, 0, 1);
    err.items[0] = rv_adt(x, &iek_adt, e, 0);
    *out = rv_adt(x, rs_find_adt(x->p, "Result"), 1, 1);
    out->items[0] = err;
    return 1;
  }
  {
    int r = file_call(x, c, a, n, out, loc);
    if (r) return r;
  }
  /* io::Error::kind of the model's one error (the NotFound of File::open) */
  if (n == 1 && ends(c, "io::Error::kind")) {
    const rs_val *e = rv_deref(&a[0]);
    const rs_adt *ek = rs_find_adt(x->p, "ErrorKind");
    if (e->k == V_ADT && e->adt == &enoent_adt && ek && ek->is_enum) {
      *out = rv_adt(x, ek, rs_variant_index(ek, "NotFound"), 0);
      return 1;
    }
  }
  /* std::process::exit(code): the run ends with that code (the i32 as given; the process's exit
   * status is its low 8 bits). std flushes stdout first (rt::cleanup) but runs no destructor, so
   * a BufWriter's unflushed bytes are lost; this model writes through buffers, so an exit after
   * the run created a file is not followed (unsupported) rather than shown with bytes the real
   * program may not have written. */
  if (n == 1 && (ends(c, "process::exit") || !strcmp(c, "exit")) && rv_deref(&a[0])->k == V_INT) {
    if (x->bout_pending) {
      rx_wrong(x, REL_W_UNSUPPORTED, loc, "process::exit while a BufWriter over stdout holds bytes not flushed (they are lost there)");
      return -1;
    }
    for (int i = 0; i < x->nh; i++)
      if (x->h[i].pending) {
        rx_wrong(x, REL_W_UNSUPPORTED, loc, "process::exit while a BufWriter over a file holds bytes not flushed (they are lost there)");
        return -1;
      }
    x->stop = 3;
    x->exit_code = (long long)rs_norm(rv_deref(&a[0])->bits, 32, 1);
    return -1;
  }
  /* std::env::args: an iterator over the program's arguments as Strings, the program's name first
   * (an argument that is not UTF-8 panics in std; rs_env's are C strings given by the user) */
  if (n == 0 && (ends(c, "env::args") || !strcmp(c, "args"))) {
    if (!x->argv) {
      rx_wrong(x, REL_W_UNSUPPORTED, loc, "std::env::args (the run was given no arguments: equiv rust run --arg)");
      return -1;
    }
    rs_val v = rh_vec(x, x->argc);
    for (int i = 0; i < x->argc; i++) {
      rs_val s = rh_string(x, x->argv[i], (long)strlen(x->argv[i]));
      rh_push(x, &v, &s);
    }
    *out = rs_iter_into(x, &v);
    return 1;
  }
  if (n < 1) return 0;
  int h = handle_of(&a[0]);
  if (h < 0) return 0;
  /* BufReader, BufWriter and LineWriter of a File read and write as it does: a file's content is
   * all that is seen of it, in the order written (over stdout see H_BOUT below) */
  if (h == H_FILE && n == 1 && (ends(c, "BufReader::new") || ends(c, "BufWriter::new") || ends(c, "LineWriter::new"))) {
    int hi = (int)rv_deref(&a[0])->items[0].bits;
    if (x->h[hi].rd || ends(c, "BufReader::new")) {
      *out = rv_copy(x, rv_deref(&a[0]));
      return 1;
    }
    /* a buffer over a written file: a handle of its own, whose bytes not flushed are tracked
     * (process::exit loses them; a flush or the buffer's drop writes them) */
    int nh = new_handle(x, 0, x->h[hi].idx);
    x->h[nh].buffered = ends(c, "LineWriter::new") ? 2 : 1;
    *out = file_val(x, nh);
    return 1;
  }
  /* A BufWriter over stdout: its bytes reach stdout at a flush, when its 8 KiB fill, or when it is
   * dropped (at the end of main, or while a panic unwinds), in the order written. Modelled as
   * writing through, which shows the same stdout as long as nothing else writes to stdout while
   * it holds bytes not flushed and the run does not end by process::exit then (std runs no
   * destructor there: the bytes are lost). Both are unsupported (bout_pending); a flush clears
   * it. A drop is not seen, so a println! after the buffer was dropped is refused too. Each such
   * buffer has an id: a write through one while another holds bytes not flushed would overtake
   * them (two buffers over stdout), unsupported too. */
  if (h == H_OUT && n == 1 && ends(c, "BufWriter::new")) {
    *out = rv_adt(x, &h_adts[H_BOUT], 0, 1);
    out->items[0] = rv_int((uint64_t)++x->nbout, 64, 0);
    return 1;
  }
  int src = -1, w = -1, hi = -1;
  if (h == H_FILE) {
    hi = (int)rv_deref(&a[0])->items[0].bits;
    if (x->h[hi].rd) src = hi;
    else w = x->h[hi].idx;
  }
  /* Stdin::lock, Stdout::lock, Stderr::lock: the lock reads and writes as its handle does */
  if (!strcmp(m, "lock") && n == 1) { *out = rv_copy(x, rv_deref(&a[0])); return 1; }
  if (h == H_IN || src >= 0) {
    if (!strcmp(m, "lines") && n == 1) {
      if (src < 0 && !have_input(x, loc)) return -1;
      return rs_iter_io_lines(x, src, out);
    }
    if (!strcmp(m, "read_line") && n == 2) {
      rs_val *st = string_arg(&a[1]);
      if (!st) return 0;
      const char *s;
      long len;
      if (take_line(x, src, &s, &len, loc) < 0) return -1;
      rh_append(x, st, s, len);
      *out = ok(x, rv_int((uint64_t)len, 64, 0));
      return 1;
    }
    if (!strcmp(m, "split") && n == 2 && rv_deref(&a[1])->k == V_INT) {
      if (src < 0 && !have_input(x, loc)) return -1;
      return rs_iter_io_split(x, src, (int)(rv_deref(&a[1])->bits & 0xff), out);
    }
    if (!strcmp(m, "read_to_end") && n == 2) {
      /* the rest of the input appended to the Vec<u8>, Ok(count); no UTF-8 check */
      rs_val *vec = &a[1];
      while (vec->k == V_REF && vec->len < 0 && vec->tgt) vec = vec->tgt;
      if (vec->k != V_VEC) return 0;
      if (src < 0 && !have_input(x, loc)) return -1;
      const char *d;
      long dl, *pos;
      source(x, src, &d, &dl, &pos);
      long from = *pos;
      for (long i = from; i < dl; i++) {
        rs_val b = rv_int((unsigned char)d[i], 8, 0);
        rh_push(x, vec, &b);
      }
      *pos = dl;
      x->ioops++;
      *out = ok(x, rv_int((uint64_t)(dl - from), 64, 0));
      return 1;
    }
    if (!strcmp(m, "read_to_string") && n == 2) {
      rs_val *st = string_arg(&a[1]);
      if (!st) return 0;
      if (src < 0 && !have_input(x, loc)) return -1;
      const char *d;
      long dl, *pos;
      source(x, src, &d, &dl, &pos);
      const char *s = d + *pos;
      long len = dl - *pos;
      if (!utf8_ok((const unsigned char *)s, len)) {
        rx_wrong(x, REL_W_UNSUPPORTED, loc, "input that is not UTF-8 (std's read gives an InvalidData error)");
        return -1;
      }
      *pos = dl;
      x->ioops++;
      rh_append(x, st, s, len);
      *out = ok(x, rv_int((uint64_t)len, 64, 0));
      return 1;
    }
    return 0;
  }
  /* Write on stdout / stderr and their locks: write! and writeln! call write_fmt; every write
   * succeeds (a closed stream is outside the model: the harness and equiv both capture) */
  if (strstr(c, " as std::io::Write>::") || strstr(c, " as Write>::") || strstr(c, "io::Write::")) {
    const char *s;
    long len;
    if (!strcmp(m, "write_fmt") && n == 2) {
      if (rs_fmt_render(x, &a[1], &s, &len, loc) < 0) return -1;
    } else if (!strcmp(m, "write_all") && n == 2 && rh_bytes(&a[1], &s, &len)) {
      /* a byte string literal (b"\n") or a str's bytes */
    } else if (!strcmp(m, "write_all") && n == 2) {
      rs_val *items;
      long k;
      if (!rh_items(&a[1], &items, &k)) return 0;
      char *b = arena_alloc(x->a, (size_t)k + 1);
      for (long i = 0; i < k; i++) {
        if (items[i].k != V_INT || items[i].w != 8) return 0;
        b[i] = (char)items[i].bits;
      }
      s = b, len = k;
    } else if (!strcmp(m, "flush") && n == 1) {
      if (h == H_BOUT && x->bout_pending == (int)rv_deref(&a[0])->items[0].bits) x->bout_pending = 0;
      if (hi >= 0) x->h[hi].pending = 0;
      *out = ok(x, rv_unit());
      return 1;
    } else {
      return 0;
    }
    if (h == H_FILE && w < 0) return 0; /* a write to a file opened for reading */
    if (h == H_OUT && x->bout_pending) {
      rx_wrong(x, REL_W_UNSUPPORTED, loc, "a write to stdout while a BufWriter over it holds bytes not flushed (their order is not modelled)");
      return -1;
    }
    if (h == H_BOUT) {
      int id = (int)rv_deref(&a[0])->items[0].bits;
      if (x->bout_pending && x->bout_pending != id) {
        rx_wrong(x, REL_W_UNSUPPORTED, loc,
                 "a write through a BufWriter over stdout while another one holds bytes not flushed (their order is not modelled)");
        return -1;
      }
      if (len > 0) x->bout_pending = id;
    }
    if (h == H_OUT || h == H_BOUT) rx_print(x, s, (size_t)len);
    else if (h == H_ERR) rx_eprint(x, s, (size_t)len);
    else file_write(x, w, s, (size_t)len);
    /* a LineWriter writes out up to the last newline it is given */
    if (hi >= 0 && x->h[hi].buffered && len > 0) x->h[hi].pending = x->h[hi].buffered == 1 || s[len - 1] != '\n';
    *out = ok(x, rv_unit());
    return 1;
  }
  return 0;
}

void rs_io_dropped(rx *x, const rs_val *v) {
  /* BufWriter's Drop flushes it (std::io::BufWriter, "dropping will attempt to flush"); the
   * value may hold one in a field */
  if (!v || (v->k != V_ADT && v->k != V_TUPLE)) return;
  if (handle_of(v) == H_FILE) {
    int hi = (int)v->items[0].bits;
    if (hi >= 0 && hi < x->nh) x->h[hi].pending = 0;
    return;
  }
  for (int i = 0; i < v->n && i < 64; i++) rs_io_dropped(x, &v->items[i]);
}
