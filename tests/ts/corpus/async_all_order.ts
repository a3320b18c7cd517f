// async_all_order.ts — Promise.all (§27.2.4.1): values in the order of the input whatever the
// order the elements settle in, non-promises through Promise.resolve, the first rejection wins
// and later ones are handled (no unhandled rejection), an empty array resolves at once.
// run: settleOrder
// run: firstRejection
// run: empty
function delayed<T>(v: T, ms: number, log: string[]): Promise<T> {
  return new Promise<T>((resolve) => {
    setTimeout(() => {
      log.push("settle " + String(v));
      resolve(v);
    }, ms);
  });
}

export async function settleOrder(): Promise<number[]> {
  const log: string[] = [];
  const vs = await Promise.all([delayed(1, 200, log), 2, delayed(3, 10, log), Promise.resolve(4)]);
  console.log(log.join(", "));
  return vs;
}

export async function firstRejection(): Promise<string> {
  const late = new Promise<number>((_, reject) => setTimeout(() => reject(new RangeError("late")), 300));
  const early = new Promise<number>((_, reject) => setTimeout(() => reject(new TypeError("early")), 5));
  try {
    await Promise.all([late, early, 1]);
    return "no";
  } catch (e) {
    console.log("caught", e instanceof TypeError, String(e));
    return "yes";
  }
}

export function empty(): Promise<number[]> {
  const p = Promise.all([] as number[]);
  p.then((v) => console.log("empty resolved", v.length));
  Promise.resolve().then(() => console.log("first job"));
  return p;
}
