// exceptions.ts — throw, catch and finally (§14.15): finally runs on every path and its return
// replaces the try's, errors carry name and message, a custom subclass of Error, rethrow, and an
// exception that leaves the called function (an uncaught outcome).
// run: ex 0
// run: ex 1
// run: ex 2
// run: ex 3
// run: ex 4
class AppError extends Error {
  code: number;
  constructor(msg: string, code: number) {
    super(msg);
    this.name = "AppError";
    this.code = code;
  }
}

function risky(n: number): number {
  if (n === 1) throw new Error("one");
  if (n === 2) throw new AppError("two", 22);
  if (n === 3) throw new RangeError("three");
  if (n === 4) throw new TypeError("four");
  return n * 10;
}

function withFinally(n: number): string {
  try {
    if (n > 1) return "try";
    return "try-low";
  } finally {
    console.log("finally", n);
    if (n === 3) return "finally-wins";
  }
}

export function ex(n: number): string {
  const log: string[] = [];
  try {
    log.push(String(risky(n)));
  } catch (e) {
    if (e instanceof AppError) log.push(`app:${e.message}:${e.code}:${e.name}`);
    else if (e instanceof Error) log.push(`${e.name}:${e.message}:${String(e)}`);
  } finally {
    log.push("done");
  }
  log.push(withFinally(n));
  console.log(log.join(" "));
  if (n === 4) {
    try {
      risky(4);
    } catch (e) {
      console.log("rethrowing");
      throw e;
    }
  }
  if (n === 2) throw new AppError("escaped", 7);
  return log.join(",");
}
