// A Map-backed Web Storage stand-in for unit tests (vitest runs in node, without localStorage).
import type { StorageLike } from '../../lib/prefs';

export class FakeStore implements StorageLike {
  map = new Map<string, string>();
  quota = Infinity;
  getItem(k: string) {
    return this.map.has(k) ? (this.map.get(k) as string) : null;
  }
  setItem(k: string, v: string) {
    if (v.length > this.quota) {
      const e = new Error('The quota has been exceeded.');
      e.name = 'QuotaExceededError';
      throw e;
    }
    this.map.set(k, String(v));
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
  get length() {
    return this.map.size;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
}
