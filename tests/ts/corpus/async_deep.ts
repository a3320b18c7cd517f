// async_deep.ts — recursion through async functions: each level awaits the next, so every level
// is suspended at once; and deep synchronous recursion inside an async function's body.
// run: chain 150
// run: chain 1
// run: deepInside 300
async function level(n: number): Promise<number> {
  if (n === 0) return 0;
  const below = await level(n - 1);
  return below + (n % 7);
}

function sumTo(n: number): number {
  return n === 0 ? 0 : n + sumTo(n - 1);
}

export async function chain(n: number): Promise<number> {
  const first = level(n);
  console.log("started");
  return await first;
}

export async function deepInside(n: number): Promise<number> {
  await null;
  const a = sumTo(n);
  await null;
  return a + sumTo(n - 1);
}
