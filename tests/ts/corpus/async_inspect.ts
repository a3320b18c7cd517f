// async_inspect.ts — console.log of promises as node's util.inspect writes them, in each state:
// "Promise { <pending> }", "Promise { 1 }", "Promise { <rejected> 'x' }".
// run: states
export async function states(): Promise<number> {
  const pending = new Promise<number>(() => {});
  const done = Promise.resolve(1);
  const text = Promise.resolve("it's");
  const failed = Promise.reject("x");
  failed.catch(() => undefined);
  const later = Promise.resolve().then(() => 2);
  console.log(pending, done, text);
  console.log(failed, later);
  await later;
  console.log("after", later, Promise.resolve(undefined));
  return 0;
}
