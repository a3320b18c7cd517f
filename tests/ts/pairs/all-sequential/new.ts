// Promise.all of two async calls and the sequential awaits it came from: both call a() then b()
// (each writes its line at once: §27.7.5.1, neither awaits), both sums are (x+1)+(2x) and nothing
// else is queued, so output ("a", "b") and promise agree. Equivalent.
async function a(x: number): Promise<number> {
  console.log("a", x);
  return x + 1;
}
async function b(x: number): Promise<number> {
  console.log("b", x);
  return x * 2;
}
export async function both(x: number): Promise<number> {
  const p = await a(x);
  const q = await b(x);
  return p + q;
}
