// generics.ts — generic classes and functions: a stack, a queue from two stacks, a generic
// max-by, a memoising wrapper over a Map.
// run: run 6
// run: run 1
class Stack<T> {
  private items: T[] = [];
  push(x: T): void {
    this.items.push(x);
  }
  pop(): T | undefined {
    return this.items.pop();
  }
  get size(): number {
    return this.items.length;
  }
}

class Queue<T> {
  private inbox = new Stack<T>();
  private outbox = new Stack<T>();
  enqueue(x: T): void {
    this.inbox.push(x);
  }
  dequeue(): T | undefined {
    if (this.outbox.size === 0) {
      while (this.inbox.size > 0) {
        const v = this.inbox.pop();
        if (v !== undefined) this.outbox.push(v);
      }
    }
    return this.outbox.pop();
  }
}

function maxBy<T>(xs: T[], key: (x: T) => number): T | undefined {
  let best: T | undefined;
  let bestKey = -Infinity;
  for (const x of xs) {
    const k = key(x);
    if (k > bestKey) {
      bestKey = k;
      best = x;
    }
  }
  return best;
}

function memo(f: (n: number) => number): (n: number) => number {
  const cache = new Map<number, number>();
  return (n) => {
    const hit = cache.get(n);
    if (hit !== undefined) return hit;
    const v = f(n);
    cache.set(n, v);
    return v;
  };
}

export function run(n: number): string {
  const q = new Queue<string>();
  for (let i = 0; i < n; i++) q.enqueue("item" + i);
  const got: string[] = [];
  for (let i = 0; i < 3; i++) got.push(String(q.dequeue()));
  q.enqueue("late");
  let v = q.dequeue();
  while (v !== undefined) {
    got.push(v);
    v = q.dequeue();
  }
  const best = maxBy(["kiwi", "banana", "fig", "cherry"], (s) => s.length * (n % 3));
  let calls = 0;
  const fib: (k: number) => number = memo((k) => {
    calls++;
    return k < 2 ? k : fib(k - 1) + fib(k - 2);
  });
  console.log(got.join(","), best, fib(n * 10), calls);
  return got.join(",");
}
