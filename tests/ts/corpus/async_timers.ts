// async_timers.ts — node's timers: callbacks by due time, equal delays in creation order (0 is
// 1), the microtasks a callback queues run before the next timer, clearTimeout cancels, a
// timer set from a timer runs after those already due (docs/ts.md: the virtual clock). node
// reads the real clock when a timer is made, so delays that should differ are far apart here.
// run: order
// run: cleared
// run: nested 3
export function order(): void {
  setTimeout(() => console.log("t300"), 300);
  setTimeout(() => console.log("t1"), 1);
  setTimeout(() => console.log("t0"), 0);
  setTimeout(() => {
    console.log("t100 first");
    Promise.resolve().then(() => console.log("micro after t100 first"));
  }, 100);
  setTimeout(() => console.log("t100 second"), 100);
  Promise.resolve().then(() => console.log("micro"));
  console.log("sync");
}

export function cleared(): number {
  let count = 0;
  const a = setTimeout(() => {
    count++;
    console.log("a ran");
  }, 200);
  setTimeout(() => {
    console.log("b ran, count", count);
    clearTimeout(c);
  }, 100);
  const c = setTimeout(() => console.log("c ran"), 300);
  setTimeout((x: string, y: number) => console.log("args", x, y), 400, "s", 2);
  clearTimeout(undefined);
  if (count > 0) clearTimeout(a);
  return count;
}

export function nested(n: number): void {
  let i = 0;
  const step = (): void => {
    console.log("step", i);
    i++;
    if (i < n) setTimeout(step, 50);
  };
  setTimeout(step, 50);
  setTimeout(() => console.log("at 1000"), 1000);
}
