// async_timer_throw.ts — an exception out of a timer's callback ends the process (node's uncaught
// exception): what was written before stays, the later timers never run; an exception out of a
// promise job instead rejects that job's promise.
// run: throwsInTimer 2
// run: throwsInJob
export function throwsInTimer(n: number): string {
  for (let i = 0; i < n; i++) {
    setTimeout(() => console.log("timer", i), 100 * (i + 1));
  }
  setTimeout(() => {
    console.log("about to throw");
    throw new RangeError("from a timer");
  }, 50);
  return "scheduled";
}

export async function throwsInJob(): Promise<string> {
  const p = Promise.resolve(1).then((v) => {
    if (v === 1) throw new Error("in a job");
    return v;
  });
  try {
    await p;
    return "no";
  } catch (e) {
    return "caught " + String(e);
  }
}
