/** Web Push on this device (D30): filled in by the push work of issue 20. */
export function PushDeviceControl() {
  return null;
}
