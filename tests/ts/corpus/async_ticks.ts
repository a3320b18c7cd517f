// async_ticks.ts — the job counts of ECMA-262's promise operations made visible: a numbered
// tick chain runs beside each pattern and every line says at which tick it came. Awaiting a value
// or a promise takes one job (§27.7.5.3), a thenable three, returning a promise from an async
// function or from a then handler two more (§27.2.1.3.2), finally waits on its callback's result,
// catch is a then, Promise.all's resolution waits for its own then reactions.
// run: probe 0
// run: probe 1
// run: probe 2
// run: probe 3
// run: probe 4
let tick = 0;
function ticker(n: number): Promise<void> {
  let p = Promise.resolve();
  for (let i = 1; i <= n; i++) p = p.then(() => { tick = i; });
  return p;
}
function at(what: string): void {
  console.log(what + " @" + tick);
}
class Thenable implements PromiseLike<string> {
  then<A = string, B = never>(
    ok: ((v: string) => A | PromiseLike<A>) | null | undefined = undefined,
    _bad: ((e: unknown) => B | PromiseLike<B>) | null | undefined = undefined,
  ): PromiseLike<A | B> {
    if (ok) ok("thenable");
    return this as unknown as PromiseLike<A | B>;
  }
}

export async function probe(k: number): Promise<number> {
  tick = 0;
  const t = ticker(12);
  if (k === 0) {
    await 1;
    at("await value");
    await Promise.resolve(2);
    at("await promise");
    await new Thenable();
    at("await thenable");
  } else if (k === 1) {
    const f = async (): Promise<number> => Promise.resolve(1);
    const g = async (): Promise<number> => 1;
    f().then(() => at("async returns promise"));
    g().then(() => at("async returns value"));
    Promise.resolve().then(() => Promise.resolve(0)).then(() => at("handler returns promise"));
    Promise.resolve().then(() => new Thenable()).then(() => at("handler returns thenable"));
  } else if (k === 2) {
    Promise.resolve(1).finally(() => at("finally callback")).then(() => at("after finally"));
    Promise.reject(new Error("x")).catch(() => at("catch")).then(() => at("after catch"));
    Promise.reject(new Error("y")).then(undefined, () => at("then reject")).then(() => at("after then reject"));
  } else if (k === 3) {
    Promise.all([1, Promise.resolve(2), new Thenable()]).then((v) => at("all " + v.join(",")));
    Promise.all([]).then(() => at("all empty"));
    Promise.all([Promise.reject(new Error("z")), 1]).catch(() => at("all rejected"));
  } else {
    try {
      await Promise.reject(new Error("w"));
    } catch (e) {
      at("caught await");
    } finally {
      at("finally block");
    }
    const r = await (async (): Promise<string> => {
      try {
        return await Promise.resolve("inner");
      } finally {
        at("inner finally");
      }
    })();
    at("got " + r);
  }
  await t;
  return tick;
}
