import fs from 'node:fs';

/** Resident memory of a process in bytes, from /proc (Linux), or NaN once it has gone. */
export function residentBytes(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = status.match(/^VmRSS:\s+(\d+) kB/m)?.[1];
    return kb ? Number(kb) * 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** Samples a process's resident memory every `everyMs` until stopped; returns the peak seen. */
export function sampleResident(pid: number, everyMs = 20) {
  let peak = residentBytes(pid);
  const timer = setInterval(() => {
    const now = residentBytes(pid);
    if (now > peak) peak = now;
  }, everyMs);
  return {
    stop(): number {
      clearInterval(timer);
      return Math.max(peak, residentBytes(pid) || 0);
    },
  };
}
