// the wrong twin of async-order-spelt: "after" written before t5, one job too early.
export async function f(x: number): Promise<number> {
  console.log("t1");
  console.log("t2");
  console.log("t3");
  console.log("after", x + 1);
  console.log("t5");
  console.log("t7");
  console.log("plain");
  console.log("end", x + 1);
  console.log("caught");
  return x + 1;
}
