// async_then_chain.ts — then-chains interleaved (§27.2.5.4 PerformPromiseThen: a reaction on a
// fulfilled promise is a job at once; each link of a chain waits for the job before it), with an
// async function's awaits taking one job each (§27.7.5.3 Await).
// run: interleave 3
// run: interleave 0
// run: chainValues 5
export function interleave(n: number): void {
  const log: string[] = [];
  let p = Promise.resolve(0);
  let q = Promise.resolve(100);
  for (let i = 0; i < n; i++) {
    p = p.then((v) => {
      log.push("p" + v);
      return v + 1;
    });
    q = q.then((v) => {
      log.push("q" + v);
      return v + 1;
    });
  }
  const r = (async () => {
    for (let i = 0; i < n; i++) {
      await undefined;
      log.push("r" + i);
    }
  })();
  Promise.all([p, q, r]).then(() => console.log(log.join(" ")));
  console.log("sync done", log.length);
}

export async function chainValues(x: number): Promise<string> {
  const parts: string[] = [];
  const v = await Promise.resolve(x)
    .then((a) => a * 2)
    .then((a) => {
      parts.push("double " + a);
      return String(a);
    })
    .then((s) => s + "!")
    .then(undefined, () => "never")
    .then((s) => {
      parts.push("got " + s);
      return s.length;
    });
  parts.push("len " + v);
  return parts.join("; ");
}
