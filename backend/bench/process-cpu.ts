import { readFile, readdir } from 'node:fs/promises';

/** Linux counts a process's CPU time in /proc in clock ticks of 1/100 s (USER_HZ, 100 on every architecture Node runs on). */
const MS_PER_TICK = 10;

/**
 * CPU time in ms used so far by every PostgreSQL process on this machine (the server, its backends and its workers), read
 * from /proc; null where there is none to read (not Linux, or the database on another machine). A backend that exits
 * takes its time with it, so read it around work done on a pool's open connections.
 */
async function postgresCpuMs(): Promise<number | null> {
  let pids: string[];
  try {
    pids = (await readdir('/proc')).filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  let ticks = 0;
  let found = false;
  for (const pid of pids) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
    if (!stat) continue;
    // The command name is in parentheses and may hold spaces; the fields after it are fixed: utime and stime are the
    // 12th and 13th after the closing one.
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    if (!name.startsWith('postgres')) continue;
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11]) + Number(fields[12]);
    found = true;
  }
  return found ? ticks * MS_PER_TICK : null;
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
  const postgresBefore = await postgresCpuMs();
  const ownBefore = process.cpuUsage();
  const result = await work();
  const own = process.cpuUsage(ownBefore);
  const postgresAfter = await postgresCpuMs();
  return {
    result,
    cpu: {
      own: (own.user + own.system) / 1000,
      postgres: postgresBefore === null || postgresAfter === null ? null : postgresAfter - postgresBefore,
    },
  };
}
