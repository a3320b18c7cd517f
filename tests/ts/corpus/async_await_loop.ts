// async_await_loop.ts — await inside loops: two async functions that await in a loop take turns
// one job at a time; a for-of over an array of promises awaits each in order (§27.7.5.3).
// run: turns 3
// run: turns 1
// run: sumAll 4
// run: sumAll 0
async function worker(name: string, n: number, log: string[]): Promise<number> {
  let total = 0;
  for (let i = 0; i < n; i++) {
    log.push(name + i);
    total += await Promise.resolve(i);
  }
  log.push(name + " done");
  return total;
}

export async function turns(n: number): Promise<string> {
  const log: string[] = [];
  const a = worker("a", n, log);
  const b = worker("b", n + 1, log);
  log.push("started");
  const ta = await a;
  log.push("a=" + ta);
  const tb = await b;
  log.push("b=" + tb);
  console.log(log.join(","));
  return log[log.length - 1];
}

export async function sumAll(n: number): Promise<number> {
  const ps: Promise<number>[] = [];
  for (let i = 1; i <= n; i++) {
    ps.push(new Promise<number>((resolve) => setTimeout(() => resolve(i * i), (n - i + 1) * 10)));
  }
  let sum = 0;
  for (const p of ps) {
    const v = await p;
    console.log("awaited", v);
    sum += v;
  }
  let k = 0;
  while (k < 3) {
    k = await (k + 1);
  }
  return sum + k;
}
