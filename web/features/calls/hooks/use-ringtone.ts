import { useEffect, useSyncExternalStore } from 'react';

/**
 * D47: the ringtone of an incoming call, a choice of this device (a laptop at work and a phone at
 * home differ): off unless the member turns it on, in the ringing banner or in Settings → Calls.
 * The tone is made by the browser (Web Audio: two short notes every 3 s), no sound file is loaded.
 */
const KEY = 'dm.calls.ringtone';
const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return window.localStorage.getItem(KEY) === 'on';
  } catch {
    return false;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const fromOtherTab = (event: StorageEvent) => event.key === KEY && listener();
  window.addEventListener('storage', fromOtherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromOtherTab);
  };
}

/** Whether this device rings with sound, and the switch. */
export function useRingtoneChoice(): [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore(subscribe, read, () => false);
  const set = (value: boolean) => {
    try {
      window.localStorage.setItem(KEY, value ? 'on' : 'off');
    } catch {
      // Storage refused (private mode): the choice lasts until the page is left.
    }
    for (const listener of listeners) listener();
  };
  return [on, set];
}

/** Plays the ringtone while `ringing` and the device's choice is on. */
export function useRingtone(ringing: boolean) {
  const [on] = useRingtoneChoice();
  useEffect(() => {
    if (!ringing || !on || typeof AudioContext === 'undefined') return;
    const audio = new AudioContext();
    const ring = () => {
      // A browser may keep the context suspended until the page was used: then it stays silent.
      void audio.resume().catch(() => undefined);
      for (const [offset, frequency] of [
        [0, 880],
        [0.45, 660],
      ] as const) {
        const at = audio.currentTime + offset;
        const tone = audio.createOscillator();
        const volume = audio.createGain();
        tone.frequency.value = frequency;
        volume.gain.setValueAtTime(0.0001, at);
        volume.gain.exponentialRampToValueAtTime(0.2, at + 0.03);
        volume.gain.exponentialRampToValueAtTime(0.0001, at + 0.4);
        tone.connect(volume).connect(audio.destination);
        tone.start(at);
        tone.stop(at + 0.42);
      }
    };
    ring();
    const timer = setInterval(ring, 3_000);
    return () => {
      clearInterval(timer);
      void audio.close();
    };
  }, [ringing, on]);
}
