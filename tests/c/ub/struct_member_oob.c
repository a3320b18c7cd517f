/* struct_member_oob — must go wrong: ub (out-of-bounds) at line 6. */
struct s { int a[2]; int b; };
int main(void) {
  struct s v = {{1, 2}, 3};
  int i = 2;
  return v.a[i];
}
