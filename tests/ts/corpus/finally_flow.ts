// finally_flow.ts — completions through finally (§14.15.3): break and continue inside try with
// finally, a return in try whose finally logs, an exception replaced by a finally's break.
// run: ff 4
// run: ff 0
export function ff(n: number): string {
  const log: string[] = [];
  for (let i = 0; i < n; i++) {
    try {
      if (i === 1) continue;
      if (i === 3) break;
      log.push("body" + i);
    } finally {
      log.push("fin" + i);
    }
  }
  const f = (): number => {
    try {
      return log.length;
    } finally {
      log.push("after-return");
    }
  };
  const got = f();
  let swallowed = "no";
  for (;;) {
    try {
      throw new Error("lost");
    } finally {
      swallowed = "yes";
      break;
    }
  }
  console.log(log.join(" "), got, swallowed);
  return log.join(",");
}
