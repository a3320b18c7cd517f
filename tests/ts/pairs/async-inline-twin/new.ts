// the wrong twin of async-inline: the await dropped with the helper, so nothing suspends and "got"
// is written before the side job runs (§27.7.5.1: the body runs at once until an await; the job
// queue waits for the function to return): "twice", "got", "side". Same promise, other output.
export async function run(x: number): Promise<number> {
  Promise.resolve(x).then((y) => console.log("side", y));
  console.log("twice", x);
  const v = x * 2;
  console.log("got", v);
  return v + 1;
}
