/* test_gmp_pool.c — GMP through the pool of small blocks (core/gmp_pool.h): values are what plain
 * malloc gives, blocks of every size class are reused and bounded, and a thread's blocks go back
 * when it ends (LeakSanitizer would report them under make check otherwise). */
#include <criterion/criterion.h>
#include <gmp.h>
#include <pthread.h>

#include "core/gmp_pool.h"

/* Grows and shrinks integers through every class and past them; checks each value. */
static void exercise(void) {
  mpz_t a, b, c;
  mpz_inits(a, b, c, NULL);
  for (unsigned bits = 1; bits < 2000; bits += 37) {
    mpz_set_ui(a, 1);
    mpz_mul_2exp(a, a, bits);      /* 2^bits: grows through the classes */
    mpz_sub_ui(b, a, 1);           /* 2^bits - 1 */
    mpz_add_ui(c, b, 1);
    cr_assert(mpz_cmp(c, a) == 0, "2^%u - 1 + 1", bits);
    cr_assert_eq(mpz_sizeinbase(b, 2), bits);
    mpz_set_ui(a, 12345);          /* realloc does not shrink, but a fresh small one is pooled */
    mpz_t t;
    mpz_init_set(t, a);
    cr_assert_eq(mpz_get_ui(t), 12345);
    mpz_clear(t);
  }
  mpz_clears(a, b, c, NULL);
}

static void *worker(void *unused) {
  (void)unused;
  exercise();
  return NULL;
}

Test(gmp_pool, values_and_reuse) {
  mpz_t early;
  mpz_init_set_ui(early, 7); /* allocated by malloc before the pool: freed correctly after */
  eq_gmp_pool_install();
  eq_gmp_pool_install(); /* once is once */
  mpz_mul_2exp(early, early, 500);
  mpz_clear(early);
  exercise();
  cr_expect_gt(eq_gmp_pool_kept(), 0, "freed small blocks are kept for reuse");
  cr_expect_leq(eq_gmp_pool_kept(), 64 * EQ_GMP_POOL_LIMBS, "at most 64 per class");
  for (int i = 0; i < 4; i++) {
    pthread_t th;
    cr_assert_eq(pthread_create(&th, NULL, worker, NULL), 0);
    cr_assert_eq(pthread_join(th, NULL), 0);
  }
}
