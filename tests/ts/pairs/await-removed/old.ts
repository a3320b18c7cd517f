// an await removed from a loop of writes: the writes (each after one job) have not happened when
// the count is read (§27.7.5.3: only await suspends), so the result differs on every non-empty
// list, and the log lines come after the promise is fulfilled instead of before.
export async function save(items: string[]): Promise<number> {
  const log: string[] = [];
  const write = async (s: string): Promise<void> => {
    await null;
    log.push(s);
    console.log("wrote", s);
  };
  for (const s of items) await write(s);
  return log.length;
}
