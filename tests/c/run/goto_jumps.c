/* goto_jumps: goto and labels (C11 6.8.6.1) — forward and backward, out of and into blocks and
 * loops, into a switch body, a label in another if branch; printed results compared with gcc. */
#include <stdio.h>

static int cleanup(int a, int b) {
  int r = -1;
  if (a < 0) goto out;
  r = a * 2;
  if (b == 0) goto out;
  r = r / b;
  if (r > 10) goto fail;
  r = r + 1;
out:
  return r;
fail:
  return -100;
}

static int count_back(int n) {
  int i = 0, s = 0;
again:
  if (i < n) {
    s += i;
    i++;
    goto again;
  }
  return s;
}

static int out_of_loops(int k) {
  int found = -1;
  for (int i = 0; i < 5; i++)
    for (int j = 0; j < 5; j++)
      if (i * j == k) {
        found = i * 10 + j;
        goto done;
      }
done:
  return found;
}

static int into_loop(int n) {
  int i = 3, s = 0;
  goto inside;
  while (i < n) {
    s += 100;
  inside:
    s += i;
    i++;
  }
  return s;
}

static int into_block(int x) {
  int r = 0;
  if (x > 5) goto in;
  r = 1;
  {
    int y = 7;
    r += y;
  in:
    y = 3;
    r += y;
  }
  return r;
}

static int into_switch(int v) {
  int r = 0;
  if (v < 0) goto mid;
  switch (v) {
  case 0:
    r += 1;
  mid:
    r += 10;
    break;
  case 1:
    r += 100;
    break;
  default:
    r += 1000;
  }
  return r;
}

static int other_branch(int c) {
  int r = 0;
  if (c) {
    r = 1;
  there:
    r += 5;
  } else {
    r = 2;
    goto there;
  }
  return r;
}

static int do_into(int n) {
  int i = 0, s = 0;
  goto body;
  do {
    s += 1000;
  body:
    s += i;
    i++;
  } while (i < n);
  return s;
}

static int decl_again(void) {
  int k = 0, sum = 0;
back:;
  int v = k * 3;
  sum += v;
  k++;
  if (k < 4) goto back;
  return sum;
}

static int for_into(int n) {
  int s = 0;
  int i = 2;
  goto mid;
  for (i = 0; i < n; i++) {
    s += 1;
  mid:
    s += 10 * i;
  }
  return s;
}

int main(void) {
  int t[] = {-3, 0, 1, 2, 7, 40};
  for (int i = 0; i < 6; i++)
    for (int j = 0; j < 6; j++) printf("cleanup(%d,%d)=%d\n", t[i], t[j], cleanup(t[i], t[j]));
  for (int n = 0; n < 6; n++) printf("count_back(%d)=%d into_loop(%d)=%d do_into(%d)=%d for_into(%d)=%d\n", n,
                                     count_back(n), n, into_loop(n), n, do_into(n), n, for_into(n));
  for (int k = -1; k < 20; k++) printf("out_of_loops(%d)=%d\n", k, out_of_loops(k));
  for (int x = 0; x < 10; x += 3) printf("into_block(%d)=%d\n", x, into_block(x));
  for (int v = -1; v < 4; v++) printf("into_switch(%d)=%d\n", v, into_switch(v));
  printf("other_branch %d %d\n", other_branch(0), other_branch(1));
  printf("decl_again %d\n", decl_again());
  return 0;
}
