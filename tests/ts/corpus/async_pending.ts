// async_pending.ts — a promise that never settles: the loop ends when nothing is queued, the
// async function stays suspended and its promise pending; a plain function may return a promise
// it made, observed the same way.
// run: neverSettles
// run: plainReturnsPromise 4
export async function neverSettles(): Promise<number> {
  console.log("waiting");
  await new Promise<void>(() => {});
  console.log("never");
  return 1;
}

export function plainReturnsPromise(n: number): Promise<number> {
  return new Promise<number>((resolve) => setTimeout(() => resolve(n * 3), 10));
}
