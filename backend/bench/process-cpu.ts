import { readFile, readdir } from 'node:fs/promises';

/** Linux counts a process's CPU time in /proc in clock ticks of 1/100 s (USER_HZ, 100 on every architecture Node runs on). */
const MS_PER_TICK = 10;

/**
 * CPU time in ms used so far by each PostgreSQL process on this machine (the server, its backends and its workers), by
 * pid, read from /proc; null where there is none to read (not Linux, or the database on another machine).
 */
async function postgresCpuByPid(): Promise<Map<string, number> | null> {
  let pids: string[];
  try {
    pids = (await readdir('/proc')).filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  const byPid = new Map<string, number>();
  for (const pid of pids) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
    if (!stat) continue;
    // The command name is in parentheses and may hold spaces; the fields after it are fixed: utime and stime are the
    // 12th and 13th after the closing one.
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    if (!name.startsWith('postgres')) continue;
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    byPid.set(pid, (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK);
  }
  return byPid.size > 0 ? byPid : null;
}

/**
 * What PostgreSQL's processes spent between two readings: each one alive at the second, less what it had at the first
 * (nothing if it started in between, or if its pid was another's then). A process that exited in between took its
 * time with it, so work done on a pool's open connections is counted whole; summing all processes at each reading
 * instead went negative when a backend with more time than the work's exited in between.
 */
function postgresSpent(before: Map<string, number>, after: Map<string, number>): number {
  let spent = 0;
  for (const [pid, ms] of after) {
    const had = before.get(pid) ?? 0;
    spent += ms >= had ? ms - had : ms;
  }
  return spent;
}

/** CPU time in ms that work cost: in this process, and in PostgreSQL's (null where /proc cannot show them). */
export interface CpuSpent {
  own: number;
  postgres: number | null;
}

/**
 * Runs work and returns what it cost in CPU. This process's time is read inside the two /proc scans, so the scans' own
 * cost (10 to 30 ms each on a busy machine) is not counted as the work's.
 */
export async function cpuAround<T>(work: () => Promise<T>): Promise<{ result: T; cpu: CpuSpent }> {
  const postgresBefore = await postgresCpuByPid();
  const ownBefore = process.cpuUsage();
  const result = await work();
  const own = process.cpuUsage(ownBefore);
  const postgresAfter = await postgresCpuByPid();
  return {
    result,
    cpu: {
      own: (own.user + own.system) / 1000,
      postgres: postgresBefore === null || postgresAfter === null ? null : postgresSpent(postgresBefore, postgresAfter),
    },
  };
}
