// queue_sim.ts — a deterministic discrete simulation: a priority queue kept sorted with splice, a
// linear congruential generator with 32-bit arithmetic, event log lines.
// run: sim 5, 42
// run: sim 1, 7
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

export function sim(n: number, seed: number): number {
  const rnd = lcg(seed);
  const events: { t: number; what: string }[] = [];
  const add = (t: number, what: string) => {
    let i = 0;
    while (i < events.length && events[i].t <= t) i++;
    events.splice(i, 0, { t, what });
  };
  for (let i = 0; i < n; i++) add(Math.floor(rnd() * 100), "arrive" + i);
  let served = 0;
  let clock = 0;
  while (events.length > 0) {
    const e = events.shift()!;
    clock = Math.max(clock, e.t);
    if (e.what.startsWith("arrive")) add(clock + 1 + Math.floor(rnd() * 10), "leave" + e.what.slice(6));
    else served++;
    console.log(String(clock).padStart(4), e.what);
  }
  return served * 1000 + clock;
}
