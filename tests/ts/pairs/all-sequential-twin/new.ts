// the wrong twin of all-sequential: the sequential awaits in the other order, so b's line is
// written before a's (each call runs its body at once, §27.7.5.1); the sum is the same double
// (one addition, commuted: IEEE addition commutes), the output differs on every input.
async function a(x: number): Promise<number> {
  console.log("a", x);
  return x + 1;
}
async function b(x: number): Promise<number> {
  console.log("b", x);
  return x * 2;
}
export async function both(x: number): Promise<number> {
  const q = await b(x);
  const p = await a(x);
  return p + q;
}
