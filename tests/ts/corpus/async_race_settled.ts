// async_race_settled.ts — Promise.race (§27.2.4.5): each element through Promise.resolve and its
// then with the race's own resolving functions, so the first element to settle settles the race
// (a value that is not a promise wins at once, a rejection can win too, later ones are ignored);
// Promise.allSettled (§27.2.4.2): every element's outcome in the input's order as
// { status, value } or { status, reason }, the promise only ever fulfilled; an empty array
// settles allSettled at once and leaves race pending.
// run: raceTimers
// run: raceValue
// run: raceRejects
// run: settled
// run: settledEmpty
// run: raceEmpty
// run: jobOrder
function after<T>(v: T, ms: number): Promise<T> {
  return new Promise<T>((resolve) => setTimeout(() => resolve(v), ms));
}

function failAfter(msg: string, ms: number): Promise<number> {
  return new Promise<number>((_, reject) => setTimeout(() => reject(new RangeError(msg)), ms));
}

export async function raceTimers(): Promise<string> {
  const w = await Promise.race([after("slow", 300), after("fast", 10), after("middle", 150)]);
  console.log("winner", w);
  return w;
}

export async function raceValue(): Promise<number> {
  return Promise.race([after(1, 10), 2, Promise.resolve(3)]);
}

export async function raceRejects(): Promise<string> {
  try {
    await Promise.race([after(1, 300), failAfter("first", 10)]);
    return "fulfilled";
  } catch (e) {
    console.log("caught", String(e));
    return "rejected";
  }
}

export async function settled(): Promise<number> {
  const no = new Promise<number>((_, reject) => setTimeout(() => reject("no"), 10));
  const rs = await Promise.allSettled([after(1, 200), no, 7, Promise.reject("t")]);
  for (const r of rs) console.log(r);
  return rs.length;
}

export function settledEmpty(): Promise<number> {
  const p = Promise.allSettled([] as Promise<number>[]);
  p.then((v) => console.log("settled", v.length));
  Promise.resolve().then(() => console.log("first job"));
  return p.then((v) => v.length);
}

export function raceEmpty(): Promise<number> {
  const p = Promise.race([] as Promise<number>[]);
  p.then(() => console.log("never"));
  return p;
}

export function jobOrder(): Promise<void> {
  // the race's then runs one job after each element's own reactions (PromiseResolve of a
  // promise is the promise itself); a non-promise element is wrapped
  const a = Promise.resolve("a");
  a.then(() => console.log("a then 1"));
  const r = Promise.race([a, "b"]);
  r.then((v) => console.log("race", v));
  a.then(() => console.log("a then 2"));
  Promise.resolve().then(() => console.log("x")).then(() => console.log("y")).then(() => console.log("z"));
  return r.then(() => undefined);
}
