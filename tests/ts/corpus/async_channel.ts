// async_channel.ts — a producer and consumers over a small channel built from promises: waiting
// takers are queued resolve functions, so who receives what is fixed by the job order.
// run: pipeline 6,2
// run: pipeline 3,3
// run: pipeline 0,1
class Channel {
  items: number[] = [];
  takers: ((v: number) => void)[] = [];
  put(v: number): void {
    const t = this.takers.shift();
    if (t) t(v);
    else this.items.push(v);
  }
  take(): Promise<number> {
    const v = this.items.shift();
    if (v !== undefined) return Promise.resolve(v);
    return new Promise<number>((resolve) => this.takers.push(resolve));
  }
}

async function consumer(name: string, ch: Channel, n: number, log: string[]): Promise<number> {
  let sum = 0;
  for (let i = 0; i < n; i++) {
    const v = await ch.take();
    log.push(`${name}<${v}`);
    sum += v;
  }
  return sum;
}

async function producer(ch: Channel, n: number, log: string[]): Promise<void> {
  for (let i = 1; i <= n; i++) {
    log.push(`put ${i}`);
    ch.put(i * i);
    if (i % 2 === 0) await null;
  }
}

export async function pipeline(items: number, consumers: number): Promise<number[]> {
  const ch = new Channel();
  const log: string[] = [];
  const each = consumers > 0 ? Math.floor(items / consumers) : 0;
  const cs: Promise<number>[] = [];
  for (let c = 0; c < consumers; c++) cs.push(consumer("c" + c, ch, each, log));
  await producer(ch, items, log);
  const sums = await Promise.all(cs);
  console.log(log.join(" "));
  return sums;
}
