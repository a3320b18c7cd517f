// an await only on one input: for x === 1234.5 the function suspends (§27.7.5.3), so the job queued
// before it ("side") runs before "main"; the new version never suspends there and writes "main"
// first. The generated probes do not hit that number: the symbolic executor's job order must find
// it (behaviour_changed on 1234.5, replayed on node).
export async function narrow(x: number): Promise<number> {
  Promise.resolve(x).then((y) => console.log("side", y));
  if (x === 1234.5) {
    await null;
  }
  console.log("main");
  return x;
}
