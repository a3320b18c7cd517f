// a loop of awaits on an async helper and the loop that awaits the value itself: each iteration
// takes one job either way (the helper's promise is fulfilled when it returns, §27.7.5.1, and
// await queues its continuation on it at once, §27.7.5.3), so the sums and the lines are the same,
// in the same order. Within the unrolling bound (3 iterations). Equivalent.
async function get(v: number): Promise<number> {
  return v;
}
export async function sum3(x: number): Promise<number> {
  let s = 0;
  for (let i = 0; i < 3; i++) {
    s += await get(x + i);
    console.log("step", i, s);
  }
  return s;
}
