// the wrong twin of all-order-spelt: s4 written before the all settles, one job too early.
export async function g(x: number): Promise<number> {
  console.log("a", x);
  console.log("s1");
  console.log("s2");
  console.log("s3");
  console.log("s4");
  console.log("all", x * 2, x + 1, 7);
  console.log("rejected");
  return x * 2 + (x + 1) + 7;
}
