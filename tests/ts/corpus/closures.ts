// closures.ts — closures over block-scoped bindings: each loop iteration has its own let binding
// (§14.7.4.4), counters keep their state, functions returned from functions.
// run: c 3
// run: c 0
function counter(start: number): () => number {
  let n = start;
  return () => {
    n += 1;
    return n;
  };
}

export function c(k: number): number[] {
  const fs: (() => number)[] = [];
  for (let i = 0; i < k; i++) fs.push(() => i * 10);
  const got = fs.map((f) => f());
  const a = counter(k);
  const b = counter(100);
  a();
  a();
  b();
  let j = 0;
  const gs: (() => number)[] = [];
  while (j < k) {
    const captured = j;
    gs.push(() => captured + j);
    j++;
  }
  console.log(got.join(","), a(), b(), gs.map((g) => g()).join(","));
  const add = (x: number) => (y: number) => (z: number) => x + y * z;
  return [a(), add(k)(2)(3), ...got];
}
