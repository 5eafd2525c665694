/**
 * Sets `key` to `value` in `kept`, first letting its oldest entry go when it holds `atMost`
 * already (a Map keeps the order keys came in): a memory that stays bounded however many keys come.
 */
export function keepAtMost<K, V>(kept: Map<K, V>, atMost: number, key: K, value: V): void {
  if (kept.size >= atMost) kept.delete(kept.keys().next().value!);
  kept.set(key, value);
}
