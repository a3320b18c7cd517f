// an async loop of awaits and the then-chain it was refactored into: both add the elements in
// order (the same doubles, the same log lines in the same order, one per element, each after the
// previous addition: §27.7.5.3 Await and §27.2.5.4 then both wait for the job before), and both
// settle with the sum. The then-chain's callbacks run from jobs after the loop's scope of x has
// ended, which the symbolic executor does not follow: unknown, never equivalent.
export function total(xs: number[]): Promise<number> {
  let p = Promise.resolve(0);
  for (const x of xs) {
    p = p.then((s) =>
      Promise.resolve(x).then((v) => {
        const t = s + v;
        console.log("added", t);
        return t;
      }),
    );
  }
  return p;
}
