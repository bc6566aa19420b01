/**
 * `make(key)`, worked out once per key object and kept as long as the key is (a WeakMap): for
 * what is derived from a copy that lives a while (a bank's question, a student's history).
 */
export function oncePer<K extends object, V>(make: (key: K) => V): (key: K) => V {
  const made = new WeakMap<K, V>();
  return (key) => {
    let value = made.get(key);
    if (value === undefined) {
      value = make(key);
      made.set(key, value);
    }
    return value;
  };
}
