// runtime_errors.ts — errors the runtime throws (§7.3, §23.1.3): reading a property of undefined
// (reached through a non-null assertion), reduce of an empty array, an invalid repeat count or
// toFixed digits, an invalid array length, a const reassigned through a closure before init.
// run: err 0
// run: err 1
// run: err 2
// run: err 3
// run: err 4
// run: err 5
interface Node2 {
  next?: Node2;
  v: number;
}

export function err(k: number): string {
  try {
    if (k === 0) {
      const n: Node2 = { v: 1 };
      return String(n.next!.v);
    }
    if (k === 1) return String(([] as number[]).reduce((a: number, b: number) => a + b));
    if (k === 2) return "x".repeat(-1);
    if (k === 3) return (1.5).toFixed(101);
    if (k === 4) {
      const arr = [1, 2, 3];
      arr.length = -1;
      return "no";
    }
    const early = () => late + 1;
    const r = early();
    const late = 5;
    return String(r + late);
  } catch (e) {
    if (e instanceof Error) {
      console.log(e.name);
      return e.message;
    }
    return "other";
  }
}
