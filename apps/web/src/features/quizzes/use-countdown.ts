import { useEffect, useState } from 'react';

/**
 * Milliseconds left until `deadline` (a time on this device's clock), updated every second.
 * The deadline comes from the server; the caller corrects it for this device's clock skew.
 */
export function useCountdown(deadline: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, deadline - now);
}

/** 65_000 → "1:05"; what the timer shows. */
export function clockText(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** 65_000 → "1 minuto e 5 segundos"; what a screen reader hears. */
export function spokenTime(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  const minutes = m === 1 ? '1 minuto' : `${m} minutos`;
  const secs = s === 1 ? '1 segundo' : `${s} segundos`;
  if (m === 0) return secs;
  return s === 0 ? minutes : `${minutes} e ${secs}`;
}
