// async_late_catch.ts — rejections caught late: a handler added before the job queue drains
// takes the rejection (node checks unhandled rejections only after the microtasks); one added in
// a later timer comes too late and node ends with the unhandled rejection (its default mode).
// run: sameDrain
// run: tooLate
// run: asyncCaller
export function sameDrain(): string {
  const p = Promise.reject(new Error("caught later"));
  Promise.resolve()
    .then(() => undefined)
    .then(() => {
      p.catch((e: unknown) => console.log("handled:", String(e)));
    });
  return "sync";
}

export function tooLate(): string {
  const p = Promise.reject(new RangeError("nobody in time"));
  console.log("before the timer");
  setTimeout(() => {
    p.catch(() => console.log("never printed"));
  }, 1);
  return "sync";
}

async function fails(n: number): Promise<number> {
  await null;
  if (n > 1) throw new TypeError("n too big: " + n);
  return n;
}

export async function asyncCaller(): Promise<number> {
  const first = fails(1);
  const second = fails(2);
  const a = await first;
  console.log("a", a);
  try {
    return await second;
  } catch (e) {
    console.log("caught", String(e));
    return -1;
  }
}
